import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { orderLineLabel, type OrderView } from '@/lib/order';

/** An order's lines and total, short. */
export function OrderLines({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('checkout');
  const lang = parseLang(i18n.language);
  return (
    <ul className="ck-lines">
      {order.lines.map((line, i) => (
        <li key={i}>
          <span>{orderLineLabel(line, lang)}</span>
          <span>{t('baht', { amount: formatPrice(line.line_total) })}</span>
        </li>
      ))}
    </ul>
  );
}
