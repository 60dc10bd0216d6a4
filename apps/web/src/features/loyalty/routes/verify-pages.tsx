import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { usePrivilege } from '../api/get-privilege';
import { usePrivileges, type Privilege } from '../api/get-privileges';
import { PrivilegeOffer } from '../components/privilege-offer';
import '../loyalty.css';

type WithProduct = Privilege & { product: NonNullable<Privilege['product']> };
const hasProduct = (p: Privilege): p is WithProduct => p.product !== null;

/** /online-store/blackcard/verify/:product (route online-store-blackcard-verify): the product's black card offer, for black card holders. */
export function BlackcardVerifyPage() {
  const { t } = useTranslation('loyalty');
  const { product = '' } = useParams();
  const offers = usePrivileges('family_black_truecard');
  const offer = offers.data?.filter(hasProduct).find((p) => String(p.product.product_id) === product);
  return (
    <div className="page loy" data-testid="blackcard-verify">
      <h1 className="loy-title">{t('verify.blackTitle')}</h1>
      {offers.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : offers.isError ? (
        <p className="loy-error" role="alert">
          {errorText(t, offers.error)}
        </p>
      ) : offer ? (
        <PrivilegeOffer privilege={offer} />
      ) : (
        <NotOffered text={t('verify.notOffered')} />
      )}
    </div>
  );
}

/** /online-store/privilege/verify/:product/:inventory/:promotion (route online-store-privilege-verify): the member's right to the privilege price of a product and model. */
export function PrivilegeVerifyPage() {
  const { t } = useTranslation('loyalty');
  const { product = '', inventory = '', promotion = '' } = useParams();
  const privilege = usePrivilege(promotion);
  const p = privilege.data;
  return (
    <div className="page loy" data-testid="privilege-verify">
      <h1 className="loy-title">{t('verify.title')}</h1>
      {privilege.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : privilege.isError ? (
        <NotOffered text={privilege.error instanceof ApiError && privilege.error.status === 404 ? t('privileges.notFound') : errorText(t, privilege.error)} />
      ) : p && hasProduct(p) && String(p.product.product_id) === product ? (
        <PrivilegeOffer privilege={p} variantId={Number(inventory)} />
      ) : (
        <NotOffered text={t('verify.reasons.not_this_product')} />
      )}
    </div>
  );
}

function NotOffered({ text }: { text: string }) {
  const { t } = useTranslation('loyalty');
  return (
    <section className="loy-box loy-refused" data-testid="privilege-refused">
      <p className="loy-refused__title" role="alert">
        {text}
      </p>
      <Link className="loy-btn loy-btn--ghost" to="/online-store/partner-privilege">
        {t('privileges.back')}
      </Link>
    </section>
  );
}
