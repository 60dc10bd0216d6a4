import { useTranslation } from 'react-i18next';
import { formatAddress } from '@store/domain/address-rules';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { hasPortingLines, PortingPanel } from '@/components/porting-status/porting-panel';
import { hasInstallationLines, InstallationPanel } from '@/components/installation-status/installation-panel';
import { TaxInvoicePanel } from '@/components/tax-invoice/tax-invoice-panel';
import { basePath } from '@/lib/boot';
import { lineFortune, lineVariantText, type OrderView } from '@/lib/order';
import { isServiceSteps, OrderSteps } from '@/components/order-steps/order-steps';

/**
 * One order: its status, the four steps, the items, subtotal, coupon and discount, delivery and the
 * total, and the receipt PDF. `account` (the signed-in shopper's own order) adds where it goes (the
 * phone masked by the server) and how it was paid. A service order (prepaid to postpaid) has its own
 * steps, nothing paid online (the plan is billed monthly), the address bills go to, and no receipt.
 * An order with porting lines shows each porting (components/porting-status), a home-internet order
 * its installation and appointment, movable until the cut-off (components/installation-status).
 */
export function OrderDetail({ order, account = false }: { order: OrderView; account?: boolean }) {
  const { t, i18n } = useTranslation('tracking');
  const lang = parseLang(i18n.language);
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(order.created_at));
  const baht = (amount: number) => t('baht', { amount: formatPrice(amount) });
  const service = order.delivery.method === 'billing' || isServiceSteps(order.steps);
  return (
    <section className="trk-box" aria-labelledby="trk-order" data-testid="order-detail">
      <div className="trk-box__head">
        <h2 id="trk-order" className="trk-box__title">
          {t('detail', { number: order.order_number })}
        </h2>
        <span className={`trk-status trk-status--${order.state}`} data-testid="order-status">
          {t(`status.${order.state}`)}
        </span>
      </div>
      <p className="trk-muted">{t('placedAt', { date })}</p>
      <OrderSteps order={order} />
      <h3 className="trk-sub">{t('items')}</h3>
      <ul className="trk-lines">
        {order.lines.map((line) => {
          const variant = lineVariantText(line, lang);
          const fortune = lineFortune(line.sim_meta, lang);
          return (
            <li key={line.id}>
              <span>
                <span className="trk-lines__name">{line.title[lang]}</span>
                <span className="trk-lines__meta">{[variant, t('qty', { count: line.quantity })].filter(Boolean).join(' · ')}</span>
                {fortune && (
                  <span className="trk-lines__meta" data-testid="line-fortune">
                    {t('fortune', fortune)}
                  </span>
                )}
              </span>
              {!service && <span>{baht(line.price * line.quantity)}</span>}
            </li>
          );
        })}
      </ul>
      {/* Number porting (issue 16): each porting's state, steps, reason, cancel and activate. */}
      {hasPortingLines(order.lines) && <PortingPanel secureKey={order.secure_key} />}
      {/* Home internet (issue 17): the package, the installation address and the appointment, with "move". */}
      {hasInstallationLines(order.lines) && <InstallationPanel secureKey={order.secure_key} />}
      {service ? (
        <p className="trk-fact trk-muted" data-testid="order-service-note">
          {/* A service order may take an amount online (home internet's first month or installation fee, issue 17). */}
          {order.total > 0 ? t('service.paidOnline', { amount: formatPrice(order.total) }) : t('service.billedMonthly')}
        </p>
      ) : (
        <dl className="trk-sums" data-testid="order-sums">
          <div>
            <dt>{t('subtotal')}</dt>
            <dd>{baht(order.subtotal)}</dd>
          </div>
          {order.discount > 0 && (
            <div className="trk-sums__discount">
              <dt>{order.coupon_code ? t('coupon', { code: order.coupon_code }) : t('discount')}</dt>
              <dd data-testid="order-discount">{t('minus', { amount: formatPrice(order.discount) })}</dd>
            </div>
          )}
          <div>
            <dt>{t('delivery')}</dt>
            <dd>{order.delivery_fee > 0 ? baht(order.delivery_fee) : t('free')}</dd>
          </div>
          <div className="trk-sums__total">
            <dt>{t('total')}</dt>
            <dd>{baht(order.total)}</dd>
          </div>
          {(order.payment?.refunded_amount ?? 0) > 0 && (
            <div className="trk-sums__discount">
              <dt>{t('refunded')}</dt>
              <dd data-testid="order-refund">{baht(order.payment!.refunded_amount)}</dd>
            </div>
          )}
        </dl>
      )}
      {account && (
        <div className="trk-facts">
          <section aria-labelledby="trk-delivery">
            <h3 id="trk-delivery" className="trk-sub">
              {order.delivery.method === 'pickup' ? t('pickupAt') : order.delivery.method === 'billing' ? t('billTo') : t('deliverTo')}
            </h3>
            <DeliveryText order={order} lang={lang} />
          </section>
          <section aria-labelledby="trk-payment">
            <h3 id="trk-payment" className="trk-sub">
              {t('payment.title')}
            </h3>
            <p className="trk-fact" data-testid="order-payment">
              {service && !order.payment ? t('payment.service') : paymentText(order, t, formatPrice)}
            </p>
          </section>
        </div>
      )}
      {!service && (
        <a className="trk-btn" href={`${basePath()}/api/orders/${encodeURIComponent(order.secure_key)}/receipt.pdf?lang=${lang}`} target="_blank" rel="noopener">
          {t('receipt')}
        </a>
      )}
      {!service && <TaxInvoicePanel order={order} />}
    </section>
  );
}

function DeliveryText({ order, lang }: { order: OrderView; lang: 'th' | 'en' }) {
  const d = order.delivery;
  if (d.method === 'pickup') {
    return (
      <div data-testid="order-address">
        <p className="trk-fact">{d.shop.name[lang]}</p>
        <p className="trk-fact trk-muted">{d.shop.address[lang]}</p>
      </div>
    );
  }
  const a = d.address;
  const names = (p: typeof a.th) => ({ province: p.province, city: p.district, district: p.subdistrict });
  return (
    <div data-testid="order-address">
      {/* The phone comes masked from the server ("081-xxx-5678"). */}
      <p className="trk-fact">
        {a.name} · {a.phone}
      </p>
      <p className="trk-fact">{formatAddress({ address_line: a.line1, postcode: a.postcode, th: names(a.th), en: names(a.en) }, lang)}</p>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'tracking'>>['t'];

/** How the order was paid: the card's brand and last 4, PromptPay, or the pay-later plan. */
function paymentText(order: OrderView, t: T, money: (satang: number) => string): string {
  const p = order.payment;
  if (!p) return t('payment.none');
  if (p.method === 'card') return p.card ? t('payment.card', { brand: p.card.brand, last: p.card.last_digits }) : t('payment.methods.card');
  if (p.method === 'paylater' && p.plan) return t('payment.paylater', { months: p.plan.months, amount: money(p.plan.instalments[0] ?? 0) });
  return t([`payment.methods.${p.method}`, 'payment.methods.other']);
}
