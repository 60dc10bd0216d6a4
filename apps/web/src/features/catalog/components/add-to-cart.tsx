import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Variant } from '@store/domain/catalog';
import { ApiError } from '@/lib/api-client';
import { useAddToCart } from '../api/add-to-cart';

/** The chosen variant's "add to cart" (POST /cart/lines), with what happened said beside it. */
export function AddToCart({ variant, name, children }: { variant: Variant; name: string; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  const add = useAddToCart();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const soldOut = variant.stock === 0;

  const onAdd = () => {
    setMessage(null);
    add.mutate(
      { variantId: variant.id, quantity: 1 },
      {
        onSuccess: () => setMessage({ kind: 'ok', text: t('detail.added', { name }) }),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : 'generic';
          const available = (error instanceof ApiError ? (error.details as { available?: number } | undefined)?.available : undefined) ?? 0;
          const key = code === 'out_of_stock' && available === 0 ? 'out_of_stock_none' : code;
          setMessage({ kind: 'error', text: t([`detail.cartErrors.${key}`, 'detail.cartErrors.generic'], { available }) });
        },
      },
    );
  };

  return (
    <>
      <div className="pdp__actions">
        <button type="button" className="cbtn cbtn--primary cbtn--big" disabled={soldOut || add.isPending} aria-describedby={soldOut ? 'cart-note' : undefined} onClick={onAdd}>
          {add.isPending ? t('detail.adding') : t('detail.addToCart')}
        </button>
        {children}
      </div>
      <div id="cart-note" className={`pdp__cart-note${message?.kind === 'error' ? ' is-error' : ''}`} role="status" data-testid="cart-note">
        {soldOut && !message && t('detail.soldOut')}
        {message?.text}
        {message?.kind === 'ok' && (
          <>
            {' '}
            <Link to="/cart">{t('detail.viewCart')}</Link>
          </>
        )}
      </div>
    </>
  );
}
