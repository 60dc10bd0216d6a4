import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { basePath } from '@/lib/boot';
import { orderLineLabel, type OrderView } from '@/lib/order';
import { OrderSteps } from './order-steps';

/** One order: its status, the four steps, the items, the total and the receipt PDF. */
export function OrderDetail({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('tracking');
  const lang = parseLang(i18n.language);
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(order.created_at));
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
        {order.lines.map((line, i) => (
          <li key={i}>
            <span>{orderLineLabel(line, lang)}</span>
            <span>{t('baht', { amount: formatPrice(line.line_total) })}</span>
          </li>
        ))}
        <li className="trk-lines__total">
          <span>{t('total')}</span>
          <span>{t('baht', { amount: formatPrice(order.total) })}</span>
        </li>
      </ul>
      <a className="trk-btn" href={`${basePath()}/api/orders/${encodeURIComponent(order.secure_key)}/receipt.pdf?lang=${lang}`} target="_blank" rel="noopener">
        {t('receipt')}
      </a>
    </section>
  );
}
