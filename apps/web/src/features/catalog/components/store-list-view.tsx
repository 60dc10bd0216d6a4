import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import type { ProductSort } from '@store/domain/catalog';
import { ProductGrid } from '@/components/product/product-card';
import { ApiError } from '@/lib/api-client';
import { useFacets } from '../api/get-facets';
import { useProducts } from '../api/get-products';
import { facetsQuery, hasFilters, productsQuery, readListState, SORTS, writeListState, type ListState } from '../list-state';
import { useScrollRestore } from '../use-scroll-restore';
import { FiltersPanel } from './filters-panel';
import { Pagination } from './pagination';
import '../catalog.css';

interface Props {
  context: { list?: string; shop?: string; campaign?: string };
  heading: ReactNode;
  intro?: ReactNode;
  hideCategories?: boolean;
}

/**
 * The store list (spec 2 online-store-list / search result / shop grid): filters, sorting and paging
 * kept in the URL, the grid with badges, and the place kept on back navigation.
 */
export function StoreListView({ context, heading, intro, hideCategories }: Props) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const products = useProducts(productsQuery(state, context));
  const facets = useFacets(facetsQuery(state, context));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  useScrollRestore(!!products.data);

  const update = (next: Partial<ListState>) => setParams(writeListState({ ...state, ...next, page: next.page ?? 1 }));
  const clear = () => setParams(writeListState({ ...readListState(new URLSearchParams()), q: state.q, sort: state.sort }));
  const error = products.error instanceof ApiError ? products.error : null;
  if (error?.status === 404) return <Navigate to="/" replace />;

  const data = products.data;
  const sort: ProductSort = state.sort ?? data?.sort ?? (state.q ? 'relevance' : 'popular');
  const filterCount =
    state.brand.length +
    state.category.length +
    state.capacity.length +
    state.color.length +
    (state.priceMin !== null || state.priceMax !== null ? 1 : 0) +
    (state.inStock ? 1 : 0);

  return (
    <div className="page plist">
      <header className="plist__head">
        <h1 className="plist__title">{heading}</h1>
        {intro}
      </header>
      <div className="plist__layout">
        <aside className={`plist__side${filtersOpen ? ' is-open' : ''}`} id={panelId} aria-label={t('filters.title')}>
          <div className="plist__side-head">
            <h2 className="plist__side-title">{t('filters.title')}</h2>
            {hasFilters(state) && (
              <button type="button" className="link-btn" onClick={clear}>
                {t('filters.clear')}
              </button>
            )}
          </div>
          <FiltersPanel facets={facets.data} state={state} onChange={update} hideCategories={hideCategories} />
        </aside>
        <section className="plist__main" aria-labelledby={`${panelId}-count`} aria-busy={products.isFetching}>
          <div className="plist__bar">
            <p id={`${panelId}-count`} className="plist__count" role="status">
              {data ? t('resultCount', { count: data.total }) : t('loading')}
            </p>
            <button type="button" className="cbtn cbtn--ghost plist__filters-btn" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((o) => !o)}>
              {filterCount > 0 ? t('filters.buttonCount', { count: filterCount }) : t('filters.button')}
            </button>
            <label className="plist__sort">
              <span>{t('sort.label')}</span>
              <select value={sort} onChange={(e) => update({ sort: e.target.value as ProductSort })}>
                {SORTS.filter((s) => s !== 'relevance' || state.q).map((s) => (
                  <option key={s} value={s}>
                    {t(`sort.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {error && error.status !== 404 ? (
            <div className="plist__empty" role="alert">
              <p>{error.code === 'unknown_filter_value' || error.status === 400 ? t('badFilter') : t('loadFailed')}</p>
              <button type="button" className="cbtn" onClick={clear}>
                {t('filters.clear')}
              </button>
            </div>
          ) : !data ? (
            <ul className="pgrid" aria-hidden="true">
              {Array.from({ length: 8 }, (_, i) => (
                <li key={i} className="pcard-skeleton" />
              ))}
            </ul>
          ) : data.items.length === 0 ? (
            <div className="plist__empty">
              <p>{state.q ? t('noResultsFor', { q: state.q }) : t('noResults')}</p>
              {hasFilters(state) && (
                <button type="button" className="cbtn" onClick={clear}>
                  {t('filters.clear')}
                </button>
              )}
            </div>
          ) : (
            <>
              <ProductGrid products={data.items} label={t('gridLabel')} />
              <Pagination page={data.page} totalPages={data.total_pages} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
