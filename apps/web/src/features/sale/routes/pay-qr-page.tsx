import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { parseLang, pickText } from '@store/domain/lang';
import type { SaleUnsuccessReason } from '@store/domain/sale';
import { ApiError } from '@/lib/api-client';
import { errorKeys } from '@/lib/error-code';
import { useSaleLink } from '../api/get-link';
import { usePayLink } from '../api/pay-link';
import { bangkokTime } from '../format';
import '../sale.css';

const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Seconds until `iso` (null without one), ticking every second. */
function useSecondsLeft(iso: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.floor((Date.parse(iso) - now) / 1000)) : null;
}

const unsuccess = (reason: SaleUnsuccessReason, link: string) => `/payment-offline/unsuccess?reason=${reason}${link ? `&link=${encodeURIComponent(link)}` : ''}`;

/**
 * /payment-offline/qr?link=… (route payment-offline-qr): the customer opens the seller's link on
 * their own phone (no session), sees the order and pays it by PromptPay QR; the page follows the
 * charge (every 3 s) and shows paid. A changed or expired link, a QR that ran out, a failed payment
 * or a closed order go to /payment-offline/unsuccess with the reason.
 */
export function PayOfflineQrPage() {
  const { t, i18n } = useTranslation('sale');
  const lang = parseLang(i18n.language);
  const [params] = useSearchParams();
  const token = params.get('link') ?? '';
  const [key, setKey] = useState<string | null>(null);
  const pay = usePayLink();
  const link = useSaleLink(token, key !== null);
  const view = link.data;
  const payment = view?.payment ?? null;
  const pending = view?.status === 'open' && payment?.status === 'pending' && !!payment.qr;
  const left = useSecondsLeft(pending ? payment?.expires_at : null);

  if (!token) return <Navigate to={unsuccess('link_invalid', '')} replace />;
  if (link.error instanceof ApiError) {
    if (link.error.status === 404 || link.error.status === 400) return <Navigate to={unsuccess('link_invalid', '')} replace />;
    if (link.error.status === 410) return <Navigate to={unsuccess('link_expired', token)} replace />;
  }
  if (view?.status === 'cancelled') return <Navigate to={unsuccess('order_cancelled', token)} replace />;
  if (key && !pay.isPending && view?.status === 'open' && payment && !pending) {
    const reason: SaleUnsuccessReason = ['expired', 'reversed'].includes(payment.status) ? 'qr_expired' : 'payment_failed';
    return <Navigate to={unsuccess(reason, token)} replace />;
  }
  if (pending && left === 0) return <Navigate to={unsuccess('qr_expired', token)} replace />;

  const start = () => {
    // A retry of a lost answer sends the same key (the same charge); a new press after a failure, a new one.
    const next = pay.isError && key ? key : newKey();
    setKey(next);
    pay.mutate(
      { token, key: next },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status !== 0) setKey(null);
        },
      },
    );
  };

  return (
    <div className="page sl sl--narrow" data-testid="pay-offline">
      <h1 className="sl__title">{view?.status === 'paid' ? t('pay.paidTitle') : t('pay.title')}</h1>
      {link.isError ? (
        <p className="sl-note sl-note--error" role="alert">
          {t(errorKeys(link.error))}
        </p>
      ) : !view ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          {view.shop && <p className="sl-note">{t('pay.from', { shop: pickText(view.shop.name, lang) })}</p>}
          <section className="sl-box" aria-labelledby="sl-pay-order">
            <h2 id="sl-pay-order" className="sl-box__title">
              {t('pay.order', { number: view.order.order_number, name: view.order.customer_name })}
            </h2>
            <ul className="sl-lines">
              {view.order.lines.map((l, i) => (
                <li key={i}>
                  <span>
                    {pickText(l.title, lang)} × {l.quantity}
                  </span>
                  <span>฿{formatPrice(l.line_total)}</span>
                </li>
              ))}
              <li className="sl-lines__total">
                <span>{t('total')}</span>
                <span data-testid="pay-total">฿{formatPrice(view.order.total)}</span>
              </li>
            </ul>
          </section>
          {view.status === 'paid' ? (
            <div className="sl-box sl-box--ok" role="status" data-testid="pay-status">
              <p className="sl-note sl-note--ok">{t('pay.paid', { time: bangkokTime(view.order.paid_at!, lang) })}</p>
              <p className="sl-note">{t('pay.paidNext')}</p>
            </div>
          ) : pending ? (
            <figure className="sl-qr" data-testid="pay-qr">
              <img src={payment!.qr!} alt={t('pay.qrAlt', { amount: formatPrice(view.order.total) })} width={260} height={260} />
              <figcaption>
                <p className="sl-qr__amount">{t('pay.amount', { amount: formatPrice(view.order.total) })}</p>
                <p role="status" data-testid="pay-status">
                  {t('pay.waiting')}
                </p>
                {left !== null && (
                  <p className="sl-note sl-note--small" data-testid="qr-countdown">
                    {t('pay.qrLeft', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` })}
                  </p>
                )}
              </figcaption>
            </figure>
          ) : (
            <>
              <p className="sl-note">{t('pay.intro', { time: bangkokTime(view.link_expires_at, lang) })}</p>
              <p className="sl-field__error" role="alert">
                {pay.isError ? t(errorKeys(pay.error)) : ''}
              </p>
              <button type="button" className="sl-btn sl-btn--primary sl-btn--wide" onClick={start} disabled={pay.isPending}>
                {t('pay.button', { amount: formatPrice(view.order.total) })}
              </button>
            </>
          )}
        </>
      )}
    </div>
  );
}
