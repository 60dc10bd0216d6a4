import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { parseLang, pickText } from '@store/domain/lang';
import { ApiError } from '@/lib/api-client';
import { errorKeys } from '@/lib/error-code';
import { useSaleOrder } from '../api/get-order';
import { useSendSms } from '../api/send-sms';
import { useShowQr } from '../api/show-qr';
import { bangkokTime } from '../format';
import '../sale.css';

const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * /sale/order/:order_number (route sale-order): one of the seller's orders, followed until paid;
 * the seller sends its link by SMS to the customer (POST /v2/sale/sms) or shows it as a QR code
 * (POST /v2/sale/qr). Each press is one request with its own key; a retry of a lost answer reuses it.
 */
export function SaleOrderPage() {
  const { t, i18n } = useTranslation('sale');
  const lang = parseLang(i18n.language);
  const { order_number: orderNumber = '' } = useParams();
  const order = useSaleOrder(orderNumber);
  const sms = useSendSms();
  const qr = useShowQr();
  const [smsKey, setSmsKey] = useState<string | null>(null);
  const view = order.data;
  const open = !!view && ['placed', 'awaiting_payment'].includes(view.state);

  const send = () => {
    const key = sms.isError && smsKey ? smsKey : newKey();
    setSmsKey(key);
    sms.mutate({ key, orderNumber, lang });
  };

  return (
    <div className="page sl sl--narrow" data-testid="sale-order">
      <p className="sl-back">
        <Link to="/sale">{t('order.back')}</Link>
      </p>
      <h1 className="sl__title">{t('order.title', { number: orderNumber })}</h1>
      {order.isError ? (
        <div className="sl-box" role="alert">
          <p className="sl-note sl-note--error">{t(errorKeys(order.error))}</p>
          {order.error instanceof ApiError && order.error.status === 401 && (
            <Link className="sl-btn sl-btn--primary" to="/sale/login">
              {t('home.signInAgain')}
            </Link>
          )}
        </div>
      ) : !view ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <section className="sl-box">
            <p className="sl-order__head">
              <span className={`sl-state sl-state--${view.paid_at ? 'paid' : open ? 'open' : 'closed'}`} data-testid="order-state">
                {t(`state.${view.state}`)}
              </span>
              <span>{t('order.customer', { name: view.customer.name, mobile: view.customer.mobile })}</span>
            </p>
            <ul className="sl-lines">
              {view.lines.map((l, i) => (
                <li key={i}>
                  <span>
                    {pickText(l.title, lang)} × {l.quantity}
                  </span>
                  <span>฿{formatPrice(l.line_total)}</span>
                </li>
              ))}
              <li className="sl-lines__total">
                <span>{t('total')}</span>
                <span>฿{formatPrice(view.total)}</span>
              </li>
            </ul>
            {view.paid_at && <p className="sl-note sl-note--ok">{t('order.paidAt', { time: bangkokTime(view.paid_at, lang) })}</p>}
            {open && view.expires_at && <p className="sl-note">{t('order.waitsUntil', { time: bangkokTime(view.expires_at, lang) })}</p>}
          </section>
          {open && (
            <section className="sl-box" aria-labelledby="sl-send">
              <h2 id="sl-send" className="sl-box__title">
                {t('order.sendTitle')}
              </h2>
              <p className="sl-note">{t('order.sendIntro')}</p>
              <div className="sl-actions">
                <button type="button" className="sl-btn sl-btn--primary" onClick={send} disabled={sms.isPending}>
                  {t('order.sms')}
                </button>
                <button type="button" className="sl-btn" onClick={() => qr.mutate({ key: newKey(), orderNumber })} disabled={qr.isPending}>
                  {t('order.qr')}
                </button>
              </div>
              <p className={sms.isError ? 'sl-field__error' : 'sl-note sl-note--ok'} role="status" data-testid="sms-result">
                {sms.isError ? t(errorKeys(sms.error)) : sms.data ? t('order.smsSent', { mobile: sms.data.sent_to, time: bangkokTime(sms.data.expires_at, lang) }) : ''}
              </p>
              {qr.isError && (
                <p className="sl-field__error" role="alert">
                  {t(errorKeys(qr.error))}
                </p>
              )}
              {qr.data && (
                <figure className="sl-qr" data-testid="sale-qr">
                  <img src={qr.data.qr} alt={t('order.qrAlt', { number: orderNumber })} width={240} height={240} />
                  <figcaption>
                    <p>{t('order.qrHint', { time: bangkokTime(qr.data.expires_at, lang) })}</p>
                    <a href={qr.data.url} className="sl-qr__url" data-testid="sale-qr-url">
                      {qr.data.url}
                    </a>
                  </figcaption>
                </figure>
              )}
            </section>
          )}
          {view.last_link && (
            <p className="sl-note sl-note--small" data-testid="last-link">
              {t(`order.lastLink.${view.last_link.sent_by}`, { time: bangkokTime(view.last_link.sent_at, lang) })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
