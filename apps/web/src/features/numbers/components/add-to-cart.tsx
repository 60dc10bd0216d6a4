import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SimVerification } from '@store/domain/sim';
import { ApiError } from '@/lib/api-client';
import { useAddVerifiedToCart } from '../api/add-to-cart';
import { errorText } from '@/lib/error-text';

/** After verification: the line goes to the cart, then the shopper goes there. */
export function AddToCart({ verification }: { verification: SimVerification }) {
  const { t } = useTranslation('numbers');
  const navigate = useNavigate();
  const add = useAddVerifiedToCart();
  const inCart = add.isSuccess || (add.error instanceof ApiError && add.error.code === 'already_in_cart');
  return (
    <div className="num-inline">
      {inCart ? (
        <Link className="num-btn" to="/cart">
          {t('goToCart')}
        </Link>
      ) : (
        <button type="button" className="num-btn" disabled={add.isPending} onClick={() => add.mutate(verification.verification_id, { onSuccess: () => navigate('/cart') })}>
          {add.isPending ? t('adding') : t('addToCart')}
        </button>
      )}
      {add.isError && !inCart && (
        <p className="num-error" role="alert">
          {errorText(t, add.error)}
        </p>
      )}
    </div>
  );
}
