import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { parseLang, pickText } from '@store/domain/lang';
import { ApiError } from '@/lib/api-client';
import { errorKeys } from '@/lib/error-code';
import { useSaleData } from '@/lib/sale-mode';
import { useSellerCart } from '../api/get-cart';
import { useSaleOrders } from '../api/get-orders';
import { usePlaceOrder } from '../api/place-order';
import { bangkokTime } from '../format';
import '../sale.css';

const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The seller's cart as an order for a customer: their name and mobile, then the order's page. */
function NewOrder() {
  const { t, i18n } = useTranslation('sale');
  const lang = parseLang(i18n.language);
  const cart = useSellerCart();
  const place = usePlaceOrder();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  // One key per customer and cart: a retry after a lost answer places nothing twice.
  const [attempt, setAttempt] = useState<{ fingerprint: string; key: string } | null>(null);
  const lines = cart.data?.lines ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const customer = { name: name.trim(), mobile: mobile.trim() };
    const fingerprint = JSON.stringify([customer, cart.data?.version]);
    const key = attempt?.fingerprint === fingerprint ? attempt.key : newKey();
    setAttempt({ fingerprint, key });
    place.mutate({ key, customer, cartVersion: cart.data?.version }, { onSuccess: (order) => void navigate(`/sale/order/${order.order_number}`) });
  };
  return (
    <section className="sl-box" aria-labelledby="sl-new">
      <h2 id="sl-new" className="sl-box__title">
        {t('new.title')}
      </h2>
      {cart.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : lines.length === 0 ? (
        <p className="sl-note" data-testid="sale-cart-empty">
          {t('new.empty')} <Link to="/">{t('new.shop')}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <ul className="sl-lines" data-testid="sale-cart">
            {lines.map((l) => (
              <li key={l.id}>
                <span>
                  {pickText(l.title, lang)} × {l.quantity}
                </span>
                <span>฿{formatPrice(l.line_total)}</span>
              </li>
            ))}
            <li className="sl-lines__total">
              <span>{t('total')}</span>
              <span>฿{formatPrice(cart.data!.total)}</span>
            </li>
          </ul>
          <div className="sl-grid">
            <div className="sl-field">
              <label htmlFor="sl-name">{t('new.name')}</label>
              <input id="sl-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" maxLength={100} required />
            </div>
            <div className="sl-field">
              <label htmlFor="sl-mobile">{t('new.mobile')}</label>
              <input id="sl-mobile" type="tel" inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} autoComplete="off" maxLength={12} required />
              <p className="sl-field__hint">{t('new.mobileHint')}</p>
            </div>
          </div>
          <p className="sl-field__error" role="alert" data-testid="new-order-error">
            {place.isError ? t(errorKeys(place.error)) : ''}
          </p>
          <button type="submit" className="sl-btn sl-btn--primary" disabled={place.isPending || !name.trim() || !mobile.trim()}>
            {t('new.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

/**
 * /sale (route sale): the seller's orders (GET /v2/sale/order) with their state, the paid totals of
 * today and this month (Bangkok), and a new order for a customer from the seller's cart. When the
 * seller's session is no longer valid the stored sale data goes (spec 4) and the page asks to sign in again.
 */
export function SalePage() {
  const { t, i18n } = useTranslation('sale');
  const lang = parseLang(i18n.language);
  const sale = useSaleData();
  const orders = useSaleOrders();
  const ended = orders.error instanceof ApiError && (orders.error.status === 401 || orders.error.status === 403);

  if (ended)
    return (
      <div className="page sl sl--narrow" data-testid="sale-session-ended">
        <h1 className="sl__title">{t('home.title')}</h1>
        <div className="sl-box" role="alert">
          <p className="sl-note sl-note--error">{t('home.sessionEnded')}</p>
          <Link className="sl-btn sl-btn--primary" to="/sale/login">
            {t('home.signInAgain')}
          </Link>
        </div>
      </div>
    );

  const data = orders.data;
  return (
    <div className="page sl" data-testid="sale-home">
      <h1 className="sl__title">{t('home.title')}</h1>
      {sale && <p className="sl-note">{t('home.shop', { shop: pickText(sale.shop_name, lang) })}</p>}
      {orders.isError && (
        <p className="sl-note sl-note--error" role="alert">
          {t(errorKeys(orders.error))}
        </p>
      )}
      {data && (
        <section className="sl-totals" aria-label={t('home.totals')}>
          <div className="sl-total" data-testid="total-day">
            <span className="sl-total__label">{t('home.today')}</span>
            <strong className="sl-total__value">฿{formatPrice(data.totals.day.paid_total)}</strong>
            <span className="sl-total__sub">{t('home.paidOrders', { count: data.totals.day.paid_orders })}</span>
          </div>
          <div className="sl-total" data-testid="total-month">
            <span className="sl-total__label">{t('home.month')}</span>
            <strong className="sl-total__value">฿{formatPrice(data.totals.month.paid_total)}</strong>
            <span className="sl-total__sub">{t('home.paidOrders', { count: data.totals.month.paid_orders })}</span>
          </div>
        </section>
      )}
      <NewOrder />
      <section className="sl-box" aria-labelledby="sl-orders">
        <h2 id="sl-orders" className="sl-box__title">
          {t('home.orders')}
        </h2>
        {!data ? (
          !orders.isError && <p role="status">{t('loading')}</p>
        ) : data.orders.length === 0 ? (
          <p className="sl-note">{t('home.noOrders')}</p>
        ) : (
          <ul className="sl-orders" data-testid="sale-orders">
            {data.orders.map((o) => (
              <li key={o.order_number} className="sl-order" data-testid="sale-order-row">
                <Link to={`/sale/order/${o.order_number}`} className="sl-order__link">
                  <span className="sl-order__number">{o.order_number}</span>
                  <span
                    className={`sl-state sl-state--${o.paid_at ? 'paid' : ['placed', 'awaiting_payment'].includes(o.state) ? 'open' : 'closed'}`}
                    data-testid="sale-order-state"
                  >
                    {t(`state.${o.state}`)}
                  </span>
                  <span className="sl-order__customer">
                    {o.customer.name} · {o.customer.mobile}
                  </span>
                  <span className="sl-order__meta">
                    {bangkokTime(o.created_at, lang)} · ฿{formatPrice(o.total)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
