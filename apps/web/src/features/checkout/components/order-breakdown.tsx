import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartView } from '@store/domain/cart';
import type { Line } from '@store/domain/line';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { lineVariantText } from '@/lib/order';

/** What the breakdown shows: the cart before the order is placed, or the order's answer after (money in satang). */
export interface Breakdown {
  lines: Pick<Line, 'id' | 'title' | 'capacity' | 'colour' | 'sim_meta' | 'quantity' | 'price'>[];
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  /** Member points that pay part of it (issue 18): how many and what they are worth; the total is the rest. */
  points?: { used: number; value: number } | null;
  delivery_fee: number;
  total: number;
}

/** The cart's breakdown before the order is placed: the coupon shows when it applies; the cart charges no delivery. */
export function cartBreakdown(cart: CartView): Breakdown {
  const coupon = cart.coupon && 'discount' in cart.coupon ? cart.coupon.code : null;
  return {
    lines: cart.lines,
    subtotal: cart.subtotal,
    discount: cart.discount,
    coupon_code: coupon,
    delivery_fee: Math.max(0, cart.total - (cart.subtotal - cart.discount)),
    total: cart.total,
  };
}

/**
 * How the breakdown sits on a phone (wider screens always show all of it): `fold` folds the lines
 * behind "Show order details" in place; `top` is the phone's own block at the top of the page, the
 * total in its head and the rest behind the same button (hidden on wider screens); `side` is the
 * block beside the form, which on a phone leaves the lines to the `top` block.
 */
export type BreakdownMode = 'fold' | 'top' | 'side';

/**
 * The order's breakdown beside the payment: each line (name, variant or number, quantity, price x
 * quantity, so that the lines add up to the subtotal), subtotal, coupon and discount, delivery (free
 * when nothing is charged) and the total, which always shows. `children` (the pay button, say) go
 * under the total.
 */
export function OrderBreakdown({ summary, mode = 'fold', children }: { summary: Breakdown; mode?: BreakdownMode; children?: ReactNode }) {
  const { t, i18n } = useTranslation('checkout');
  const lang = parseLang(i18n.language);
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = summary.lines.reduce((n, l) => n + l.quantity, 0);
  const baht = (amount: number) => t('baht', { amount: formatPrice(amount) });
  const total = baht(summary.total);
  return (
    <section
      className={`ck-box ck-bd ck-bd--${mode}${open ? ' is-open' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid={mode === 'top' ? 'order-breakdown-top' : 'order-breakdown'}
    >
      <div className="ck-bd__head">
        <h2 id={`${id}-title`} className="ck-box__title">
          {t('breakdown.title')}
        </h2>
        {mode === 'top' && (
          <p className="ck-bd__head-total" data-testid="breakdown-head-total">
            {total}
          </p>
        )}
        {mode !== 'side' && (
          <button type="button" className="ck-bd__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
            {open ? t('breakdown.hide') : t('breakdown.show', { count })}
          </button>
        )}
      </div>
      <div id={`${id}-body`} className="ck-bd__body">
        <ul className="ck-bd__lines" data-testid="breakdown-lines">
          {summary.lines.map((line) => {
            const variant = lineVariantText(line, lang);
            return (
              <li key={line.id}>
                <span className="ck-bd__name">{line.title[lang]}</span>
                <span className="ck-bd__price">{baht(line.price * line.quantity)}</span>
                <span className="ck-bd__meta">
                  {variant && <span>{variant}</span>}
                  <span>{t('breakdown.qty', { count: line.quantity })}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <dl className="ck-facts ck-bd__sums">
          <div>
            <dt>{t('breakdown.subtotal')}</dt>
            <dd>{baht(summary.subtotal)}</dd>
          </div>
          {summary.discount > 0 && (
            <div className="ck-bd__discount">
              <dt>{summary.coupon_code ? t('breakdown.coupon', { code: summary.coupon_code }) : t('breakdown.discount')}</dt>
              <dd data-testid="breakdown-discount">{t('breakdown.minus', { amount: formatPrice(summary.discount) })}</dd>
            </div>
          )}
          {summary.points && summary.points.used > 0 && (
            <div className="ck-bd__discount">
              <dt>{t('breakdown.points', { count: summary.points.used })}</dt>
              <dd data-testid="breakdown-points">{t('breakdown.minus', { amount: formatPrice(summary.points.value) })}</dd>
            </div>
          )}
          <div>
            <dt>{t('breakdown.delivery')}</dt>
            <dd data-testid="breakdown-delivery">{summary.delivery_fee > 0 ? baht(summary.delivery_fee) : t('breakdown.free')}</dd>
          </div>
          <div className="ck-bd__total">
            <dt>{t('breakdown.total')}</dt>
            <dd data-testid="payment-total">{total}</dd>
          </div>
        </dl>
      </div>
      {children}
    </section>
  );
}
