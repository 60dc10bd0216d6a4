import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { colourText, type OrderView } from '@/lib/order';

/** An order's lines and total, short. */
export function OrderLines({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('checkout');
  const lang = parseLang(i18n.language);
  return (
    <ul className="ck-lines">
      {order.lines.map((line, i) => (
        <li key={i}>
          <span>
            {line.title[lang]}
            {line.capacity ? ` · ${line.capacity}` : ''}
            {line.colour ? ` · ${colourText(line.colour, lang)}` : ''} × {line.quantity}
          </span>
          <span>{t('baht', { amount: formatPrice(line.line_total) })}</span>
        </li>
      ))}
    </ul>
  );
}
