import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { errorKeys } from '@/lib/error-code';
import { authUrl, type SessionUser } from '@/lib/session';
import { useCartCoupons, type WalletCartCoupon } from '../api/get-cart-coupons';
import type { Cart } from '../api/types';

/**
 * "Your coupons": the signed-in shopper's collected coupons usable now, checked against this cart
 * (GET /my/coupons/cart). One tap on one that fits applies its code (the cart's own coupon call);
 * the applied one says so and can be removed; the others say why not ("spend ฿X more"). A guest
 * gets a sign-in link instead.
 */
export function WalletCoupons({ user, cart, onApply, busy }: { user: SessionUser | null; cart: Cart; onApply: (code: string | null) => void; busy: boolean }) {
  const { t } = useTranslation('cart');
  if (!user) {
    return (
      <p className="cart-wallet-hint" data-testid="wallet-signin">
        {t('wallet.guest')} <a href={authUrl('login', '/cart')}>{t('wallet.signIn')}</a>
      </p>
    );
  }
  return <WalletList user={user} cart={cart} onApply={onApply} busy={busy} />;
}

function WalletList({ user, cart, onApply, busy }: { user: SessionUser; cart: Cart; onApply: (code: string | null) => void; busy: boolean }) {
  const { t } = useTranslation('cart');
  const coupons = useCartCoupons(user.user_id, cart.version);
  const appliedCode = cart.coupon && 'discount' in cart.coupon ? cart.coupon.code : null;
  return (
    <section className="cart-box cart-wallet" aria-labelledby="cart-wallet-title" data-testid="wallet-coupons">
      <h2 className="cart-box__title" id="cart-wallet-title">
        {t('wallet.title')}
      </h2>
      {coupons.isError ? (
        <p className="cart-msg cart-msg--error">{t(errorKeys(coupons.error))}</p>
      ) : !coupons.data ? (
        <p role="status">{t('loading')}</p>
      ) : coupons.data.length === 0 ? (
        <p className="cart-wallet__empty">
          {t('wallet.empty')} <Link to="/coupon">{t('coupon.browse')}</Link>
        </p>
      ) : (
        <ul className="cart-wallet__list">
          {coupons.data.map((c) => (
            <WalletItem key={c.coupon.id} item={c} applied={appliedCode === c.coupon.code} onApply={onApply} busy={busy} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WalletItem({ item, applied, onApply, busy }: { item: WalletCartCoupon; applied: boolean; onApply: (code: string | null) => void; busy: boolean }) {
  const { t, i18n } = useTranslation('cart');
  const lang = parseLang(i18n.language);
  const { coupon } = item;
  const why = item.fits
    ? t('wallet.saves', { amount: formatPrice(item.discount) })
    : item.error_code === 'coupon_min_spend' && item.shortfall > 0
      ? t('wallet.spendMore', { amount: formatPrice(item.shortfall) })
      : t([`wallet.why.${item.error_code ?? 'generic'}`, 'wallet.why.generic']);
  return (
    <li className={`cart-wallet__item${item.fits ? ' is-fit' : ' is-off'}${applied ? ' is-applied' : ''}`} data-testid="wallet-coupon" data-code={coupon.code}>
      <div className="cart-wallet__info">
        <p className="cart-wallet__name">{coupon.title[lang]}</p>
        <p className="cart-wallet__code">{coupon.code}</p>
        <p className="cart-wallet__why">{applied ? t('wallet.applied') : why}</p>
      </div>
      {applied ? (
        <button type="button" className="cart-btn cart-btn--small" onClick={() => onApply(null)} disabled={busy}>
          {t('wallet.remove')}
          <span className="visually-hidden"> {coupon.code}</span>
        </button>
      ) : item.fits ? (
        <button type="button" className="cart-btn cart-btn--small cart-btn--primary" onClick={() => onApply(coupon.code)} disabled={busy}>
          {t('wallet.use')}
          <span className="visually-hidden"> {coupon.code}</span>
        </button>
      ) : null}
    </li>
  );
}
