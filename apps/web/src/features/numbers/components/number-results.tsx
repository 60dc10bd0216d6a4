import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import type { NumberItem } from '@store/domain/number-search';
import { useNumberSearch, type NumberSearchParams } from '../api/search-numbers';

/** The numbers found, 3-3-4, with their price and digit sum, and a way to choose one. */
export function NumberResults({ params, busy, onChoose }: { params: NumberSearchParams | null; busy: string | null; onChoose: (item: NumberItem) => void }) {
  const { t } = useTranslation('numbers');
  const search = useNumberSearch(params);
  if (params === null) return null;
  if (search.isError)
    return (
      <p className="num-error" role="alert">
        {t('failed')}
      </p>
    );
  if (!search.data) return <p role="status">{t('searching')}</p>;
  const items = search.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p role="status">{t('noNumbers')}</p>;
  return (
    <section aria-label={t('results')}>
      <h3 className="num-subtitle">{t('results')}</h3>
      <ul className="num-grid">
        {items.map((item) => (
          <li key={item.number} className={`num-item num-item--${item.class}`} data-testid="number-item">
            <span className="num-item__number">{item.display}</span>
            <span className="num-item__meta">
              {item.class !== 'normal' && <span className="num-item__class">{t(`class_${item.class}`)}</span>}
              <span>{item.price === 0 ? t('free') : t('numberPrice', { price: formatPrice(item.price) })}</span>
              <span>{t('sum', { sum: item.digit_sum })}</span>
            </span>
            <button
              type="button"
              className="num-btn num-btn--small"
              disabled={busy !== null}
              aria-label={t('chooseNumber', { number: item.display })}
              onClick={() => onChoose(item)}
            >
              {busy === item.number ? t('holding') : t('choose')}
            </button>
          </li>
        ))}
      </ul>
      {search.hasNextPage && (
        <button type="button" className="num-btn num-btn--ghost" disabled={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
          {search.isFetchingNextPage ? t('searching') : t('more')}
        </button>
      )}
    </section>
  );
}
