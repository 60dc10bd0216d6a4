import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { errorText } from '@/lib/error-text';
import { usePrivileges } from '../api/get-privileges';
import { PrivilegeFacts } from '../components/privilege-facts';
import { privilegeImage } from '../format';
import '../loyalty.css';

/** /online-store/partner-privilege (route online-store-partner-privilege): the partner offers with partner, validity and the tier that may claim. */
export function PrivilegesPage() {
  const { t, i18n } = useTranslation('loyalty');
  const lang = parseLang(i18n.language);
  const list = usePrivileges();
  return (
    <div className="page loy">
      <h1 className="loy-title">{t('privileges.title')}</h1>
      <p className="loy-note">{t('privileges.intro')}</p>
      {list.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : list.isError ? (
        <p className="loy-error" role="alert">
          {errorText(t, list.error)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="loy-note">{t('privileges.empty')}</p>
      ) : (
        <ul className="loy-grid" data-testid="privilege-list">
          {list.data.map((p) => (
            <li key={p.id} className="loy-box loy-offer" data-testid={`privilege-${p.id}`}>
              <img className="loy-offer__image" src={privilegeImage(p)} alt="" width={96} height={96} loading="lazy" />
              <div className="loy-offer__body">
                <p className={`loy-badge loy-badge--${p.min_tier}`}>{t(`tiers.${p.min_tier}`)}</p>
                <h2 className="loy-subtitle">{p.title[lang]}</h2>
                <p className="loy-note">{p.summary[lang]}</p>
                {p.product && (
                  <p className="loy-price">
                    <strong>{t('baht', { amount: formatPrice(p.product.privilege_price) })}</strong> <s>{t('baht', { amount: formatPrice(p.product.price) })}</s>
                  </p>
                )}
                <PrivilegeFacts privilege={p} />
                <Link className="loy-btn loy-btn--small" to={`/online-store/partner-privilege/${encodeURIComponent(p.id)}`}>
                  {t('privileges.details')}
                  <span className="visually-hidden"> {p.title[lang]}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
