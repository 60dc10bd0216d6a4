import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Pages 1 … n around the current one; the gaps shown as an ellipsis. */
export function pageWindow(page: number, total: number): (number | null)[] {
  const pages = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Page links that keep every other URL parameter (so back navigation returns to the same page). */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p > 1) params.set('page', String(p));
    else params.delete('page');
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link className="pager__step" to={href(page - 1)} rel="prev">
          {t('pager.prev')}
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-hidden="true">
          {t('pager.prev')}
        </span>
      )}
      <ul className="pager__pages">
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className="pager__page is-current" aria-current="page">
                  <span className="visually-hidden">{t('pager.page')} </span>
                  {p}
                </span>
              ) : (
                <Link className="pager__page" to={href(p)}>
                  <span className="visually-hidden">{t('pager.page')} </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link className="pager__step" to={href(page + 1)} rel="next">
          {t('pager.next')}
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-hidden="true">
          {t('pager.next')}
        </span>
      )}
    </nav>
  );
}
