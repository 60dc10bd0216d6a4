import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { simPickupOnly } from '@store/domain/sim';
import { useConfig } from '@/lib/use-config';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { errorKeys } from '@/lib/error-code';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { useClearCart } from './api/clear-cart';
import { useCart } from './api/get-cart';
import { useRemoveCartLine } from './api/remove-cart-line';
import { useUpdateCartLine } from './api/update-cart-line';
import type { Cart } from './api/types';
import { CartLineItem, lineBlocked } from './components/cart-line-item';
import { CouponField } from './components/coupon-field';
import { WalletCoupons } from './components/wallet-coupons';
import './cart.css';

/** /cart (route cart, kept alive): the lines, quantity, remove, clear all (signed in), coupon, totals, check out. */
export function CartPage() {
  const { t, i18n } = useTranslation('cart');
  const lang = parseLang(i18n.language);
  const [coupon, setCoupon] = useState(() => storage.get(STORAGE_KEYS.couponCode));
  const cart = useCart(coupon, lang);
  const applyCoupon = (code: string | null) => {
    if (code) storage.set(STORAGE_KEYS.couponCode, code);
    else storage.remove(STORAGE_KEYS.couponCode);
    setCoupon(code);
  };
  return (
    <div className="page cart">
      <h1 className="cart__title">{t('title')}</h1>
      {cart.data ? (
        <CartView cart={cart.data} coupon={coupon} onCoupon={applyCoupon} refreshing={cart.isFetching} />
      ) : cart.isError ? (
        <p className="cart-msg cart-msg--error" role="alert">
          {t(errorKeys(cart.error))}
        </p>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </div>
  );
}

function CartView({ cart, coupon, onCoupon, refreshing }: { cart: Cart; coupon: string | null; onCoupon: (code: string | null) => void; refreshing: boolean }) {
  const { t, i18n } = useTranslation('cart');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const { user } = useSession();
  const pickupToggle = useConfig().sim_postpaid_pickup_only.toggle;
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const clear = useClearCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const busy = update.isPending || remove.isPending || clear.isPending;
  const baht = (amount: number) => t('baht', { amount: formatPrice(amount) });
  const fail = (error: unknown) => {
    const available = error instanceof ApiError ? ((error.details as { available?: number } | undefined)?.available ?? 0) : 0;
    const keys = error instanceof ApiError && error.code === 'out_of_stock' && available === 0 ? ['errors.out_of_stock_none'] : errorKeys(error);
    setStatus({ kind: 'error', text: t(keys, { available }) });
  };

  if (cart.lines.length === 0) {
    return (
      <div className="cart-empty">
        <p>{t('empty')}</p>
        {status && <p role="status">{status.text}</p>}
        <Link className="cart-btn cart-btn--primary" to="/online-store">
          {t('emptyCta')}
        </Link>
      </div>
    );
  }

  const blocked = cart.lines.some(lineBlocked);
  const next = simPickupOnly(cart.lines, pickupToggle) || storage.get(STORAGE_KEYS.deliveryMethod) === 'pickup' ? '/pickup' : '/address';
  return (
    <div className="cart__grid">
      <section aria-labelledby="cart-lines-title">
        <div className="cart__bar">
          <h2 id="cart-lines-title" className="cart__count">
            {t('items', { count: cart.total_quantity })}
          </h2>
          {user && (
            <button type="button" className="cart-link-btn" onClick={() => setConfirmClear(true)} disabled={busy}>
              {t('clearAll')}
            </button>
          )}
        </div>
        <p className={`cart-msg${status?.kind === 'error' ? ' cart-msg--error' : ''}`} role="status" data-testid="cart-status">
          {status?.text}
        </p>
        {cart.order && (
          <p className="cart-msg cart-msg--note">
            {t('pendingOrder', { number: cart.order.order_number })} <Link to="/payment">{t('payPending')}</Link>
          </p>
        )}
        <ul className="cart-lines" aria-busy={refreshing || undefined}>
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              busy={busy}
              onQuantity={(quantity) =>
                update.mutate(
                  { lineId: line.id, quantity },
                  { onSuccess: () => setStatus({ kind: 'ok', text: t('updated', { name: line.title[lang], count: quantity }) }), onError: fail },
                )
              }
              onRemove={() => remove.mutate(line.id, { onSuccess: () => setStatus({ kind: 'ok', text: t('removed', { name: line.title[lang] }) }), onError: fail })}
            />
          ))}
        </ul>
      </section>
      <aside className="cart__side">
        {/* The summary and its checkout button first: the side column sticks at the top of a desktop screen. */}
        <section className="cart-box" aria-labelledby="cart-summary-title">
          <h2 className="cart-box__title" id="cart-summary-title">
            {t('summary.title')}
          </h2>
          <dl className="cart-sum">
            <div>
              <dt>{t('summary.subtotal')}</dt>
              <dd>{baht(cart.subtotal)}</dd>
            </div>
            {cart.discount > 0 && (
              <div>
                <dt>{cart.coupon && 'discount' in cart.coupon && cart.coupon.discount ? t('summary.coupon', { code: cart.coupon.code }) : t('summary.discount')}</dt>
                <dd>{t('minus', { amount: formatPrice(cart.discount) })}</dd>
              </div>
            )}
            <div className="cart-sum__total">
              <dt>{t('summary.total')}</dt>
              <dd data-testid="cart-total">{baht(cart.total)}</dd>
            </div>
          </dl>
          <p className="cart-box__note">{t('summary.vat')}</p>
          {blocked && (
            <p className="cart-msg cart-msg--error" id="cart-blocked">
              {t('blocked')}
            </p>
          )}
          <button
            type="button"
            className="cart-btn cart-btn--primary cart-btn--wide cart-checkout--side"
            disabled={blocked || busy}
            aria-describedby={blocked ? 'cart-blocked' : undefined}
            onClick={() => void navigate(next)}
          >
            {t('checkout')}
          </button>
        </section>
        <CouponField key={coupon ?? ''} applied={coupon} coupon={cart.coupon} onApply={onCoupon} busy={refreshing} />
        <WalletCoupons user={user} cart={cart} onApply={onCoupon} busy={refreshing || busy} />
      </aside>
      <PayBar total={baht(cart.total)} saved={cart.discount > 0 ? t('paybar.saved', { amount: formatPrice(cart.discount) }) : null}>
        <button
          type="button"
          className="cart-btn cart-btn--primary cart-paybar__btn"
          disabled={blocked || busy}
          aria-describedby={blocked ? 'cart-blocked' : undefined}
          onClick={() => void navigate(next)}
        >
          {t('checkout')}
        </button>
      </PayBar>

      <Dialog open={confirmClear} onClose={() => setConfirmClear(false)} name="delete" title={t('clearTitle')}>
        <p>{t('clearText')}</p>
        <div className="cart-dialog__actions">
          <button type="button" className="cart-btn" onClick={() => setConfirmClear(false)} data-autofocus>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="cart-btn cart-btn--danger"
            disabled={clear.isPending}
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: () => setStatus({ kind: 'ok', text: t('cleared') }),
                onError: fail,
                onSettled: () => setConfirmClear(false),
              })
            }
          >
            {t('confirmClear')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

/**
 * On a phone (the side summary then comes after the lines): the total and the checkout button in a
 * bar fixed to the bottom of the screen while the lines scroll. The page leaves room for it below
 * the footer while the cart shows (the class goes when the kept-alive cart is hidden).
 */
function PayBar({ total, saved, children }: { total: string; saved: string | null; children: ReactNode }) {
  const { t } = useTranslation('cart');
  useEffect(() => {
    document.body.classList.add('has-cart-paybar');
    return () => document.body.classList.remove('has-cart-paybar');
  }, []);
  return (
    <div className="cart-paybar" data-testid="cart-paybar">
      <p className="cart-paybar__sum">
        <span className="cart-paybar__label">{t('summary.total')}</span>
        <strong className="cart-paybar__total" data-testid="cart-paybar-total">
          {total}
        </strong>
        {saved && <span className="cart-paybar__saved">{saved}</span>}
      </p>
      {children}
    </div>
  );
}
