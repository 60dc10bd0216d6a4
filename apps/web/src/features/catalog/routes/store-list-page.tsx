import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { pickText, type Lang } from '@store/domain/lang';
import { ApiError } from '@/lib/api-client';
import { useSearchHistoryActions } from '@/lib/search-history';
import { useStoreList } from '../api/get-store-list';
import { StoreListView } from '../components/store-list-view';
import { useDocumentTitle } from '../use-document-title';

/** /online-store/list/:slug: a store list with its title and SEO text; an unknown list goes home. */
export function StoreListPage() {
  const { slug = '' } = useParams();
  const { i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const list = useStoreList(slug);
  const title = list.data ? pickText(list.data.title, lang) : '';
  useDocumentTitle(title, list.data ? pickText(list.data.description, lang) : undefined);
  if (list.error instanceof ApiError && (list.error.status === 404 || list.error.status === 400)) return <Navigate to="/" replace />;
  return (
    <StoreListView
      key={slug}
      context={{ list: slug }}
      heading={title || '\u00a0'}
      intro={list.data && <p className="plist__intro">{pickText(list.data.description, lang)}</p>}
      hideCategories={slug !== 'all' && slug !== 'esim' && slug !== 'esim-devices' && slug !== 'mnp-bundle'}
    />
  );
}

/**
 * /online-store (and /online-store/search with the search-result toggle): the search result for ?q=,
 * or every product. A signed-in shopper's submitted search is added to their history.
 */
export function SearchResultPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const { record } = useSearchHistoryActions();
  useEffect(() => {
    if (q) void record(q);
    // Only a new query is a new search (record changes with the session).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  useDocumentTitle(q ? t('resultsFor', { q }) : t('allProducts'));
  return <StoreListView context={{}} heading={q ? t('resultsFor', { q }) : t('allProducts')} />;
}
