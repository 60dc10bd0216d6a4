import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorKeys } from '@/lib/error-code';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { refreshOrder } from '../api/get-order';
import { outcomePath } from '../order-outcome';
import '../checkout.css';

/**
 * /payment/success (route payment-success): where a card payment lands, also back from 3-D Secure
 * (`?order=`): POST /orders/:secure_key/refresh reads the charge, then the order's outcome page opens.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const secureKey = params.get('order') ?? storage.get(STORAGE_KEYS.orderIdSecure) ?? '';
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!secureKey) return setFailure(new Error('order_not_found'));
    refreshOrder(secureKey).then(
      (order) => void navigate(outcomePath(order), { replace: true }),
      (error: unknown) => setFailure(error),
    );
  }, [secureKey, navigate]);
  return (
    <div className="page ck ck--narrow">
      <h1 className="ck__title">{t('success.checking')}</h1>
      {failure ? (
        <p className="ck-note ck-note--error" role="alert">
          {secureKey ? t(errorKeys(failure)) : t('errors.order_not_found')}
        </p>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </div>
  );
}
