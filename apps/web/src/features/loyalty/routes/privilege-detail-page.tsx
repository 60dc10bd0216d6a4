import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { usePrivilege } from '../api/get-privilege';
import { buyPath, PrivilegeFacts } from '../components/privilege-facts';
import { privilegeImage } from '../format';
import '../loyalty.css';

/** /online-store/partner-privilege/:id (route online-store-partner-privilege-detail): terms, validity, how to claim, and the way to buy when it has a product. */
export function PrivilegeDetailPage() {
  const { t, i18n } = useTranslation('loyalty');
  const lang = parseLang(i18n.language);
  const { id = '' } = useParams();
  const privilege = usePrivilege(id);
  const back = (
    <Link className="loy-back" to="/online-store/partner-privilege">
      {t('privileges.back')}
    </Link>
  );
  if (privilege.isPending)
    return (
      <div className="page loy">
        <p role="status">{t('loading')}</p>
      </div>
    );
  if (privilege.isError)
    return (
      <div className="page loy">
        {back}
        <p className="loy-error" role="alert">
          {privilege.error instanceof ApiError && privilege.error.status === 404 ? t('privileges.notFound') : errorText(t, privilege.error)}
        </p>
      </div>
    );
  const p = privilege.data;
  const buy = buyPath(p);
  return (
    <div className="page loy" data-testid="privilege-detail">
      {back}
      <p className={`loy-badge loy-badge--${p.min_tier}`}>{t(`tiers.${p.min_tier}`)}</p>
      <h1 className="loy-title">{p.title[lang]}</h1>
      <p className="loy-note">{p.summary[lang]}</p>
      <div className="loy-detail">
        <img className="loy-detail__image" src={privilegeImage(p)} alt="" width={240} height={240} />
        <div>
          <PrivilegeFacts privilege={p} />
          {p.product && (
            <p className="loy-price">
              {t('privileges.price')} <strong>{t('baht', { amount: formatPrice(p.product.privilege_price) })}</strong>{' '}
              <s aria-label={t('privileges.normalPrice')}>{t('baht', { amount: formatPrice(p.product.price) })}</s>
            </p>
          )}
          {buy ? (
            <Link className="loy-btn" to={buy}>
              {t('privileges.buy')}
            </Link>
          ) : (
            <p className="loy-note">{t('privileges.atPartner')}</p>
          )}
        </div>
      </div>
      <section className="loy-box" aria-labelledby="loy-terms">
        <h2 id="loy-terms" className="loy-subtitle">
          {t('privileges.terms')}
        </h2>
        <ul className="loy-list" data-testid="privilege-terms">
          {p.terms.map((term, i) => (
            <li key={i}>{term[lang]}</li>
          ))}
        </ul>
      </section>
      <section className="loy-box" aria-labelledby="loy-claim">
        <h2 id="loy-claim" className="loy-subtitle">
          {t('privileges.howToClaim')}
        </h2>
        <ol className="loy-list" data-testid="privilege-how">
          {p.how_to_claim.map((step, i) => (
            <li key={i}>{step[lang]}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
