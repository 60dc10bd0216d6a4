import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { isAdvancePayment } from '@store/domain/line-total';
import { parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import { apiAsset } from '@/components/product/product-card';
import { colourText, lineFortune } from '@/lib/order';
import type { CartLine } from '../api/types';

export const MAX_LINE_QUANTITY = 10;

/** A line that cannot be checked out as it is: sold out, or more than is left. */
export const lineBlocked = (line: CartLine) => {
  const available = line.inventory?.available ?? null;
  return line.status === 'out_of_stock' || (available !== null && line.quantity > available);
};

/** What a SIM line shows of its sim_meta (the ID comes masked from the server). */
interface SimMetaView {
  number: string;
  sim_type?: string;
  thai_id?: string;
}
const simMetaOf = (meta: unknown): SimMetaView | null => (meta && typeof meta === 'object' && typeof (meta as SimMetaView).number === 'string' ? (meta as SimMetaView) : null);

interface Props {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line (spec 3 Cart line): picture, title, options, price each, quantity, discounts, line total, stock. */
export function CartLineItem({ line, busy, onQuantity, onRemove }: Props) {
  const { t, i18n } = useTranslation('cart');
  const lang = parseLang(i18n.language);
  const name = line.title[lang];
  const available = line.inventory?.available ?? null;
  const max = Math.min(MAX_LINE_QUANTITY, available ?? MAX_LINE_QUANTITY);
  const colour = colourText(line.colour, lang);
  const soldOut = available === 0;
  const short = !soldOut && (line.status === 'out_of_stock' || (available !== null && line.quantity > available));
  const baht = (amount: number) => t('baht', { amount: formatPrice(amount) });
  const headingId = `cart-line-${line.id}`;
  const sim = simMetaOf(line.sim_meta);
  const fortune = lineFortune(line.sim_meta, lang);
  // Lines of other modules (SIM, services) have a fixed quantity; the server refuses a change.
  const fixedQuantity = line.variant_id === null;
  return (
    <li className={`cart-line${soldOut || short ? ' cart-line--blocked' : ''}`} aria-labelledby={headingId} data-testid="cart-line">
      {line.image ? (
        <img
          className="cart-line__img"
          src={line.image.startsWith('/') ? apiAsset(line.image.startsWith('/sim/packages/') ? `${line.image}?lang=${lang}` : line.image) : line.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      ) : (
        <div className="cart-line__img" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <h2 className="cart-line__title" id={headingId}>
          {line.href ? <Link to={line.href}>{name}</Link> : name}
        </h2>
        <p className="cart-line__opts">
          {line.capacity && (
            <span>
              {t('line.capacity')}: {line.capacity}
            </span>
          )}
          {colour && (
            <span>
              {t('line.colour')}: {colour}
            </span>
          )}
        </p>
        {sim && (
          <p className="cart-line__opts" data-testid="sim-meta">
            <span>
              {t('line.simNumber')}: <strong>{formatMsisdn(sim.number)}</strong>
            </span>
            <span>{t(sim.sim_type === 'esim' ? 'line.esim' : 'line.physicalSim')}</span>
            {sim.thai_id && (
              <span>
                {t('line.idCard')}: {sim.thai_id}
              </span>
            )}
            {fortune && <span data-testid="line-fortune">{t('line.fortune', fortune)}</span>}
          </p>
        )}
        <p className="cart-line__price">
          <span className="visually-hidden">{t('line.unitPrice')} </span>
          {baht(line.price)}
          {line.compare_at_price !== null && line.compare_at_price > line.price && <s className="cart-line__was">{baht(line.compare_at_price)}</s>}
        </p>
        {line.price_at_add != null && (
          <p className="cart-line__note" role="status" data-testid="line-price-changed">
            {t(line.price < line.price_at_add ? 'line.priceDown' : 'line.priceUp', { was: baht(line.price_at_add), now: baht(line.price) })}
          </p>
        )}
        {isAdvancePayment({ productType: line.product_type }) && <p className="cart-line__note">{t('line.advancePayment')}</p>}
        {!isAdvancePayment({ productType: line.product_type }) && (line.advance_payment ?? 0) > 0 && (
          <p className="cart-line__note">{t('line.includesAdvance', { amount: formatPrice(line.advance_payment ?? 0) })}</p>
        )}
        {soldOut && (
          <p className="cart-line__stock cart-line__stock--out" role="alert" data-testid="line-out-of-stock">
            {t('line.outOfStock')}
          </p>
        )}
        {short && (
          <p className="cart-line__stock cart-line__stock--out" role="alert">
            {t('line.notEnough', { count: available ?? 0 })}
          </p>
        )}
        {!soldOut && !short && line.status === 'low_stock' && available !== null && <p className="cart-line__stock">{t('line.lowStock', { count: available })}</p>}
        <div className="cart-line__row">
          {fixedQuantity ? (
            <span className="cart-line__fixed" data-testid="line-quantity">
              {t('line.fixedQuantity')}
            </span>
          ) : (
            <div className="qty" role="group" aria-label={`${t('line.quantity')}: ${name}`}>
              <button
                type="button"
                className="qty__btn"
                aria-label={t('line.decrease', { name })}
                disabled={busy || line.quantity <= 1}
                onClick={() => onQuantity(line.quantity - 1)}
              >
                −
              </button>
              <output className="qty__value" aria-live="polite" data-testid="line-quantity">
                {line.quantity}
              </output>
              <button
                type="button"
                className="qty__btn"
                aria-label={t('line.increase', { name })}
                disabled={busy || soldOut || line.quantity >= max}
                onClick={() => onQuantity(line.quantity + 1)}
              >
                +
              </button>
            </div>
          )}
          <button type="button" className="cart-link-btn" aria-label={t('line.removeLabel', { name })} disabled={busy} onClick={onRemove}>
            {t('line.remove')}
          </button>
        </div>
      </div>
      <dl className="cart-line__money">
        {line.discount > 0 && (
          <div>
            <dt>{t('line.discount')}</dt>
            <dd>{t('minus', { amount: formatPrice(line.discount) })}</dd>
          </div>
        )}
        {line.coupon_discount > 0 && (
          <div>
            <dt>{t('line.couponDiscount')}</dt>
            <dd>{t('minus', { amount: formatPrice(line.coupon_discount) })}</dd>
          </div>
        )}
        <div className="cart-line__total">
          <dt>{t('line.lineTotal')}</dt>
          <dd data-testid="line-total">{baht(line.line_total)}</dd>
        </div>
      </dl>
    </li>
  );
}
