import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';

/** A price in satang as "฿1,234.00" (spec 5), with the compare-at price struck through and the saving. */
export function Price({ value, compareAt, size = 'md' }: { value: number; compareAt?: number | null; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('product');
  const discount = compareAt && compareAt > value ? Math.round(((compareAt - value) / compareAt) * 100) : 0;
  return (
    <p className={`price price--${size}`}>
      <span className="price__now">
        <span className="visually-hidden">{t('priceNow')} </span>
        {t('baht', { amount: formatPrice(value) })}
      </span>
      {discount > 0 && (
        <>
          <s className="price__was">
            <span className="visually-hidden">{t('priceWas')} </span>
            {t('baht', { amount: formatPrice(compareAt!) })}
          </s>
          <span className="price__off">{t('discount', { percent: discount })}</span>
        </>
      )}
    </p>
  );
}
