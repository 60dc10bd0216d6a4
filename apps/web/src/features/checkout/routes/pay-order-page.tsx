import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { ApiError } from '@/lib/api-client';
import { errorCode, errorKeys } from '@/lib/error-code';
import type { OrderView } from '@/lib/order';
import { useSession } from '@/lib/session';
import { useOrder } from '../api/get-order';
import { getPaymentGatewayQueryOptions } from '../api/get-payment-gateway';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useSavedCards } from '../api/get-saved-cards';
import { payOrderAgain, type PaymentInput, type PlacedOrder } from '../api/place-order';
import { tokenizeCard } from '../api/tokenize-card';
import { newIdempotencyKey } from '../checkout-state';
import { CardFields, cardProblems, EMPTY_CARD, toCardInput, type CardDraft } from '../components/card-fields';
import { OrderLines } from '../components/order-lines';
import { PlaceGuard } from '../components/place-guard';
import { PromptPayQr } from '../components/promptpay-qr';
import { payOrderBack } from '../pay-order-back';
import '../checkout.css';

type Method = 'card' | 'promptpay';
/** Pay-later is left out here: it is for a cart on a phone (spec 9), not for an order placed elsewhere. */
const METHODS: Method[] = ['card', 'promptpay'];
const OPEN = ['placed', 'awaiting_payment'];
const QR_POLL_MS = 3_000;

/** One try at paying: a retry of the same choice sends the same key and body (the same card token). */
interface Attempt {
  fingerprint: string;
  key: string;
  payment: PaymentInput;
}

/**
 * /payment/order/:secure_key (route payment-order): pays an order that is already placed and waits
 * for its payment (a home-internet order's upfront payment, decision 031) by card (a saved card for a
 * signed-in shopper, or a new one through the gateway's tokenizer) or PromptPay, with
 * POST /orders/:secure_key/payments and an Idempotency-Key. Paid goes to `?back=` (a path of this
 * site only), else /payment/success; a QR is shown here and the page follows the order until paid;
 * 3-D Secure leaves for the bank and comes back through /payment/success.
 */
export function PayOrderPage() {
  const { t } = useTranslation('checkout');
  const { secure_key: secureKey = '' } = useParams();
  const [params] = useSearchParams();
  const back = payOrderBack(params.get('back'), secureKey);
  const [qr, setQr] = useState<PlacedOrder['payment']['qr']>(null);
  /** Paid on this page (by card, or the order answered paid): the page goes back by itself. */
  const [paidHere, setPaidHere] = useState(false);
  const order = useOrder(secureKey, !!qr, QR_POLL_MS);
  const navigate = useNavigate();
  const view = order.data;
  const open = !!view && OPEN.includes(view.state);
  const paid = !!view && !!view.paid_at;

  useEffect(() => {
    // Paid here (the card, or the QR scanned): back to where the shopper came from.
    if (paidHere || (qr && paid)) {
      const timer = window.setTimeout(() => void navigate(back, { replace: true }), 800);
      return () => window.clearTimeout(timer);
    }
  }, [qr, paidHere, paid, back, navigate]);

  return (
    <div className="page ck ck--narrow" data-testid="pay-order">
      <h1 className="ck__title">{t('payOrder.title')}</h1>
      {order.isError ? (
        <p className="ck-note ck-note--error" role="alert">
          {order.error instanceof ApiError && order.error.status === 404 ? t('errors.order_not_found') : t(errorKeys(order.error))}
        </p>
      ) : !view ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <p className="ck-order-no">{t('qr.order', { number: view.order_number })}</p>
          <section className="ck-box" aria-labelledby="ck-pay-order-lines">
            <h2 id="ck-pay-order-lines" className="ck-box__title">
              {t('payOrder.lines')}
            </h2>
            <OrderLines order={view} />
            <p className="ck-pay-order__total" data-testid="pay-order-total">
              <span>{t('payment.total')}</span> <strong>{t('baht', { amount: formatPrice(view.total) })}</strong>
            </p>
          </section>
          {paidHere ? (
            <p className="ck-box ck-qr__status is-ok" role="status" data-testid="pay-order-paid">
              {t('payOrder.paid')}
            </p>
          ) : qr ? (
            <section className="ck-box ck-qrbox">
              <p>{t('qr.howTo')}</p>
              {!paid && <PromptPayQr image={qr.image} payload={qr.payload} amount={view.total} />}
              <p className={`ck-qr__status${paid ? ' is-ok' : ''}`} role="status" data-testid="qr-status">
                {paid ? t('payOrder.paid') : t('qr.waiting')}
              </p>
            </section>
          ) : paid ? (
            <section className="ck-box">
              <p role="status">{t('payOrder.alreadyPaid')}</p>
              <a className="ck-btn ck-btn--primary" href={back} onClick={(e) => (e.preventDefault(), void navigate(back))}>
                {t('payOrder.back')}
              </a>
            </section>
          ) : !open ? (
            <p className="ck-note ck-note--error" role="alert">
              {view.state === 'expired' ? t('errors.order_expired') : t('errors.order_not_payable')}
            </p>
          ) : (
            <PayForm order={view} onQr={setQr} onPaid={() => setPaidHere(true)} />
          )}
        </>
      )}
    </div>
  );
}

function PayForm({ order, onQr, onPaid }: { order: OrderView; onQr: (qr: PlacedOrder['payment']['qr']) => void; onPaid: () => void }) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const methods = usePaymentMethods(null, order.total, user?.user_id ?? null);
  const offered = methods.data ? METHODS.filter((m) => methods.data.methods.includes(m)) : undefined;
  const [method, setMethod] = useState<Method | null>(null);
  const chosen = method && offered?.includes(method) ? method : (offered?.[0] ?? null);
  const gateway = useQuery({ ...getPaymentGatewayQueryOptions(), enabled: chosen === 'card' });
  const savedCards = useSavedCards(user?.user_id ?? null);
  const cards = savedCards.data ?? [];
  const [cardChoice, setCardChoice] = useState('new');
  const useSaved = chosen === 'card' && cardChoice !== 'new' && cards.some((c) => c.id === cardChoice);
  const [draft, setDraft] = useState<CardDraft>(EMPTY_CARD);
  const [problems, setProblems] = useState<Partial<Record<keyof CardDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const payingRef = useRef(false);
  const attempt = useRef<Attempt | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (payingRef.current || !chosen) return;
    const found = chosen === 'card' && !useSaved ? cardProblems(draft) : {};
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return document.getElementById(`card-${Object.keys(found)[0]}`)?.focus();
    const digits = draft.number.replace(/\D/g, '');
    const fingerprint = JSON.stringify([chosen, cardChoice, useSaved ? '' : `${digits.length}:${digits.slice(-4)}:${draft.expiry}:${draft.name}`]);
    payingRef.current = true;
    setPaying(true);
    try {
      let current = attempt.current;
      if (!current || current.fingerprint !== fingerprint) {
        let payment: PaymentInput;
        if (chosen === 'card' && useSaved) payment = { method: 'card', saved_card_id: cardChoice };
        else if (chosen === 'card') {
          const gw = gateway.data ?? (await queryClient.fetchQuery(getPaymentGatewayQueryOptions()));
          payment = { method: 'card', token: (await tokenizeCard(gw, toCardInput(draft))).id };
        } else payment = { method: 'promptpay' };
        current = { fingerprint, key: newIdempotencyKey(), payment };
        attempt.current = current;
      }
      const result = await payOrderAgain(order.secure_key, current.payment, current.key);
      attempt.current = null;
      if (result.next === 'authorize' && result.payment.authorize_uri) return window.location.assign(result.payment.authorize_uri);
      if (result.next !== 'error') queryClient.setQueryData(['order', order.secure_key], result.order);
      if (result.next === 'qr') return onQr(result.payment.qr);
      if (result.next === 'error') {
        setFailure(t([`error.reasons.${result.payment.failure_code ?? 'generic'}`, 'error.reasons.generic']) + ' ' + t('payOrder.tryAgain'));
        return;
      }
      onPaid();
    } catch (error) {
      // A lost answer is retried with the same key and body; anything the server answered starts a new attempt.
      const lost = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!lost || errorCode(error) === 'used_token') attempt.current = null;
      setFailure(t(errorKeys(error)));
      void queryClient.invalidateQueries({ queryKey: ['order', order.secure_key] });
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  };

  return (
    <form className="ck-box" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="ck-pay-order-method">
      <PlaceGuard placing={payingRef} />
      <h2 id="ck-pay-order-method" className="ck-box__title">
        {t('payment.method')}
      </h2>
      {methods.isError ? (
        <p className="ck-note ck-note--error" role="alert">
          {t(errorKeys(methods.error))}
        </p>
      ) : !offered ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <fieldset className="ck-choices">
          <legend className="visually-hidden">{t('payment.method')}</legend>
          {offered.map((m) => (
            <label key={m} className={`ck-choice${chosen === m ? ' is-on' : ''}`}>
              <input type="radio" name="method" value={m} checked={chosen === m} onChange={() => setMethod(m)} />
              <span>
                <strong>{t(`payment.methods.${m}`)}</strong>
                <span className="ck-choice__text">{t(`payment.methodHints.${m}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {chosen === 'card' && (
        <div className="ck-cardbox">
          {cards.length > 0 && (
            <fieldset className="ck-choices">
              <legend className="ck-legend">{t('payment.saved')}</legend>
              {cards.map((c) => (
                <label key={c.id} className={`ck-choice${cardChoice === c.id ? ' is-on' : ''}`}>
                  <input type="radio" name="card" checked={cardChoice === c.id} onChange={() => setCardChoice(c.id)} />{' '}
                  {t('payment.savedCard', {
                    brand: c.brand,
                    last: c.last_digits,
                    month: String(c.expiration_month).padStart(2, '0'),
                    year: String(c.expiration_year).slice(-2),
                  })}
                </label>
              ))}
              <label className={`ck-choice${cardChoice === 'new' ? ' is-on' : ''}`}>
                <input type="radio" name="card" checked={cardChoice === 'new'} onChange={() => setCardChoice('new')} /> {t('payment.newCard')}
              </label>
            </fieldset>
          )}
          {!useSaved && (
            <>
              <CardFields value={draft} onChange={setDraft} problems={problems} />
              <p className="ck-note ck-note--small">{t('payment.cardSafe')}</p>
            </>
          )}
        </div>
      )}
      <p className="ck-note ck-note--error" role="alert" data-testid="payment-error">
        {failure}
      </p>
      <button type="submit" className="ck-btn ck-btn--primary ck-btn--wide" disabled={paying || !chosen} aria-busy={paying || undefined}>
        {paying ? t('payOrder.paying') : t('payment.pay', { amount: formatPrice(order.total) })}
      </button>
    </form>
  );
}
