import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { ApiError } from '@/lib/api-client';
import { basePath } from '@/lib/boot';
import { errorText } from '@/lib/error-text';
import { usePackage } from '../api/get-package';
import { contractText, installText, speedText } from '../components/package-card';
import { Loading, PageShell } from '../components/page-shell';
import { readFlow } from '../flow';
import { ChooseFailure, useChoose } from './packages-page';
import '../home-internet.css';

/** /trueonline/item/:id (spec get-package-detail, tol-product-get-content): one package in full, and choose. */
export function ItemPage() {
  const { t, i18n } = useTranslation('home-internet');
  const lang = parseLang(i18n.language);
  const { id = '' } = useParams();
  const pkg = usePackage(id);
  const { pick, choosing, failure } = useChoose();
  if (pkg.isError)
    return (
      <PageShell title={t('item.notFoundTitle')} testId="hi-item">
        <p className="hi-error hi-error--box" role="alert">
          {pkg.error instanceof ApiError && pkg.error.status === 404 ? t('item.notFound') : errorText(t, pkg.error)}
        </p>
        <Link className="hi-btn" to="/trueonline/package">
          {t('item.allPackages')}
        </Link>
      </PageShell>
    );
  if (!pkg.data)
    return (
      <PageShell title={t('item.loadingTitle')} testId="hi-item">
        <Loading text={t('loading')} />
      </PageShell>
    );
  const p = pkg.data;
  const checked = !!readFlow();
  return (
    <PageShell title={p.name[lang]} testId="hi-item">
      <article className="hi-detail" data-testid="hi-package-detail">
        {p.image && <img className="hi-detail__img" src={`${p.image.startsWith('/') ? basePath() : ''}${p.image}?lang=${lang}`} alt="" width={320} height={200} />}
        <div className="hi-detail__body">
          <p className="hi-pkg__speed">
            <strong>{speedText(t, p)}</strong> <span className="hi-tag">{t(`technology.${p.technology}`)}</span>
          </p>
          <p className="hi-pkg__price">
            <strong>{t('package.price', { price: formatPrice(p.monthly_price) })}</strong>
            <span>{t('package.perMonth')}</span>
          </p>
          <dl className="hi-facts">
            <div>
              <dt>{t('item.contract')}</dt>
              <dd>{contractText(t, p.contract_months)}</dd>
            </div>
            <div>
              <dt>{t('item.installation')}</dt>
              <dd>{installText(t, p.installation_fee)}</dd>
            </div>
            <div>
              <dt>{t('item.router')}</dt>
              <dd>{p.router[lang]}</dd>
            </div>
            {p.extras.length > 0 && (
              <div>
                <dt>{t('item.extras')}</dt>
                <dd>
                  <ul className="hi-list">
                    {p.extras.map((x, i) => (
                      <li key={i}>{x[lang]}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('item.payNow')}</dt>
              <dd>{p.upfront_payment > 0 ? t('package.payNow', { price: formatPrice(p.upfront_payment), what: p.upfront_label?.[lang] ?? '' }) : t('summary.payNothing')}</dd>
            </div>
          </dl>
          <ChooseFailure text={failure} />
          <p className="hi-actions">
            <button type="button" className="hi-btn" onClick={() => void pick(p)} disabled={choosing} data-testid="hi-item-choose">
              {checked ? t('item.choose') : t('item.checkAndChoose')}
            </button>
            <Link className="hi-btn hi-btn--ghost" to={checked ? '/trueonline/match-package' : '/trueonline/package'}>
              {t('item.allPackages')}
            </Link>
          </p>
        </div>
      </article>
    </PageShell>
  );
}
