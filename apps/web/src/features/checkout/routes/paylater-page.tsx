import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { PAYLATER_TERMS, type PayLaterTerm } from '@store/domain/paylater';
import { errorKeys } from '@/lib/error-code';
import type { OrderView } from '@/lib/order';
import { refreshOrder } from '../api/get-order';
import { usePayLaterStatus } from '../api/get-payment-methods';
import { checkoutState } from '../checkout-state';
import { PayLaterPlans, PayLaterSchedule, payLaterReasonKey } from '../components/paylater-plans';
import { orderOutcome, outcomePath } from '../order-outcome';
import '../checkout.css';

/**
 * /paylater (route paylater, spec 2): pay-later for my cart on this device (spec 3
 * pay_later_status: eligible, or why not; credit left; the 3/6/10-month plans and their
 * instalments) and, with `?order=` (where the provider's approval page sends the shopper back), the
 * order's plan and approval status: approved goes on to /success, declined to /payment/error with
 * the cart kept.
 */
export function PayLaterPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const secureKey = params.get('order');
  return (
    <div className="page ck ck--narrow">
      <h1 className="ck__title">{t('paylater.title')}</h1>
      <p>{t('paylater.intro', { months: PAYLATER_TERMS.join(', ') })}</p>
      {secureKey ? <PayLaterOrder secureKey={secureKey} /> : <PayLaterOverview />}
    </div>
  );
}

function PayLaterOverview() {
  const { t } = useTranslation('checkout');
  const status = usePayLaterStatus({ couponCode: checkoutState.couponCode() });
  const [term, setTerm] = useState<PayLaterTerm>(PAYLATER_TERMS[0]);
  if (status.isError) {
    return (
      <p className="ck-note ck-note--error" role="alert">
        {t(errorKeys(status.error))}
      </p>
    );
  }
  if (!status.data) return <p role="status">{t('loading')}</p>;
  const s = status.data;
  const plan = s.plans.find((p) => p.months === term) ?? s.plans[0];
  return (
    <>
      <section className="ck-box" aria-labelledby="pl-status" data-testid="paylater-status" data-eligible={s.eligible}>
        <h2 id="pl-status" className="ck-box__title">
          {t('paylater.statusTitle')}
        </h2>
        {s.eligible ? (
          <p className="ck-qr__status is-ok" role="status">
            {t('paylater.eligible', { amount: formatPrice(s.amount) })}
          </p>
        ) : (
          <p className="ck-qr__status is-error" role="status">
            {t(payLaterReasonKey(s))}
          </p>
        )}
        {s.available_credit !== null && s.credit_limit !== null && (
          <dl className="ck-facts">
            <div>
              <dt>{t('paylater.creditLimit')}</dt>
              <dd>{t('baht', { amount: formatPrice(s.credit_limit) })}</dd>
            </div>
            <div>
              <dt>{t('paylater.creditLeft')}</dt>
              <dd>{t('baht', { amount: formatPrice(s.available_credit) })}</dd>
            </div>
          </dl>
        )}
      </section>
      {plan && (
        <section className="ck-box" aria-labelledby="pl-plans">
          <h2 id="pl-plans" className="ck-box__title">
            {t('paylater.plansFor', { amount: formatPrice(s.amount) })}
          </h2>
          <PayLaterPlans plans={s.plans} value={plan.months} onChange={setTerm} />
          <PayLaterSchedule instalments={plan.instalments} />
        </section>
      )}
      <div className="ck-actions">
        {s.eligible && (
          <Link className="ck-btn ck-btn--primary" to="/payment">
            {t('paylater.toPayment')}
          </Link>
        )}
        <Link className="ck-btn" to="/cart">
          {t('error.cart')}
        </Link>
      </div>
    </>
  );
}

/** Back from the provider's approval page: the charge is read again, then the order's outcome decides where to go. */
function PayLaterOrder({ secureKey }: { secureKey: string }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [order, setOrder] = useState<OrderView | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    refreshOrder(secureKey).then(
      (o) => (orderOutcome(o) === 'pending' ? setOrder(o) : void navigate(outcomePath(o), { replace: true })),
      (error: unknown) => setFailure(error),
    );
  }, [secureKey, navigate]);
  if (failure) {
    return (
      <p className="ck-note ck-note--error" role="alert">
        {t(errorKeys(failure))}
      </p>
    );
  }
  if (!order) return <p role="status">{t('success.checking')}</p>;
  const plan = order.payment?.plan;
  return (
    <section className="ck-box" aria-labelledby="pl-order" data-testid="paylater-order">
      <h2 id="pl-order" className="ck-box__title">
        {t('qr.order', { number: order.order_number })}
      </h2>
      <p className="ck-qr__status" role="status">
        {t('paylater.waiting')}
      </p>
      {plan && (
        <>
          <p>
            <strong>{t('paylater.planName', { count: plan.months, amount: formatPrice(plan.instalments[plan.instalments.length - 1]) })}</strong>
          </p>
          <PayLaterSchedule instalments={plan.instalments} />
        </>
      )}
      <div className="ck-actions">
        {order.payment?.authorize_uri && (
          <a className="ck-btn ck-btn--primary" href={order.payment.authorize_uri}>
            {t('paylater.approve')}
          </a>
        )}
        <Link className="ck-btn" to="/payment">
          {t('error.tryAgain')}
        </Link>
      </div>
    </section>
  );
}
