import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@store/domain/money';
import type { CartCoupon } from '../api/types';

/**
 * "Apply a coupon code": the code goes to GET /cart?coupon_code= and the answer says the discount or
 * why the coupon does not apply (coupon.error_code), in the shopper's language.
 */
export function CouponField({ applied, coupon, onApply, busy }: { applied: string | null; coupon: CartCoupon; onApply: (code: string | null) => void; busy: boolean }) {
  const { t } = useTranslation('cart');
  const [code, setCode] = useState(applied ?? '');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    setMissing(!trimmed);
    if (trimmed) onApply(trimmed);
  };
  const problem = missing ? t('coupon.required') : coupon && 'error_code' in coupon ? t([`coupon.errors.${coupon.error_code}`, 'coupon.errors.generic']) : null;
  return (
    <form className="cart-coupon" onSubmit={submit} noValidate aria-labelledby="cart-coupon-title">
      <h2 className="cart-box__title" id="cart-coupon-title">
        {t('coupon.title')}
      </h2>
      <label htmlFor="coupon-code">{t('coupon.label')}</label>
      <div className="cart-coupon__row">
        <input
          id="coupon-code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby="coupon-result"
        />
        <button type="submit" className="cart-btn" disabled={busy}>
          {t('coupon.apply')}
        </button>
      </div>
      <p id="coupon-result" className={`cart-coupon__result${problem ? ' is-error' : ''}`} role="status" data-testid="coupon-result">
        {problem ?? (coupon && 'discount' in coupon ? t('coupon.applied', { code: coupon.code, amount: formatPrice(coupon.discount) }) : '')}
      </p>
      <div className="cart-coupon__links">
        {applied && (
          <button
            type="button"
            className="cart-link-btn"
            onClick={() => {
              setCode('');
              onApply(null);
            }}
          >
            {t('coupon.remove')}
          </button>
        )}
        <Link to="/coupon">{t('coupon.browse')}</Link>
      </div>
    </form>
  );
}
