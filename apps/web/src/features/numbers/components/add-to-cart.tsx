import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SimVerification } from '@store/domain/sim';

/** After verification: the way to the cart (the line is added when the cart module is there). */
export function AddToCart({ verification }: { verification: SimVerification }) {
  const { t } = useTranslation('numbers');
  return (
    <Link className="num-btn" to="/cart" data-verification={verification.verification_id}>
      {t('goToCart')}
    </Link>
  );
}
