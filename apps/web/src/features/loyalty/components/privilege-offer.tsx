import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { errorText } from '@/lib/error-text';
import { useAddPrivilegeToCart } from '../api/add-privilege-to-cart';
import type { Privilege } from '../api/get-privileges';
import { usePrivilegeRight } from '../api/verify-privilege';
import { privilegeImage } from '../format';
import { LinkCardForm } from './link-card-form';
import { SignInPanel } from './sign-in-panel';

const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A privilege's product at the member price (the verify pages): the model, the price, the member's
 * right (or why not, and what they can do instead), and "Buy at member price" into the cart.
 */
export function PrivilegeOffer({ privilege, variantId }: { privilege: Privilege & { product: NonNullable<Privilege['product']> }; variantId?: number }) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = parseLang(i18n.language);
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const product = privilege.product;
  const [chosen, setChosen] = useState(() => (product.variants.some((v) => v.id === variantId) ? variantId! : product.variant_id));
  const variant = product.variants.find((v) => v.id === chosen) ?? product.variants[0];
  const right = usePrivilegeRight(privilege.id, product.product_id, variant.id);
  const add = useAddPrivilegeToCart();
  const key = useRef<{ variant: number; key: string } | null>(null);
  const buy = () => {
    if (!key.current || key.current.variant !== variant.id) key.current = { variant: variant.id, key: newKey() };
    add.mutate({ id: privilege.id, productId: product.product_id, variantId: variant.id, key: key.current.key }, { onSuccess: () => void navigate('/cart') });
  };
  const tier = (k: string) => t(`tiers.${k}`);
  const r = right.data;
  return (
    <div className="loy-offer-page">
      <div className="loy-detail">
        <img className="loy-detail__image" src={privilegeImage(privilege)} alt="" width={240} height={240} />
        <div>
          <h2 className="loy-subtitle">{product.title[lang]}</h2>
          <p className={`loy-badge loy-badge--${privilege.min_tier}`}>{tier(privilege.min_tier)}</p>
          {product.variants.length > 1 && (
            <label className="loy-field" htmlFor={`${id}-variant`}>
              <span>{t('verify.variant')}</span>
              <select id={`${id}-variant`} value={variant.id} onChange={(e) => setChosen(Number(e.target.value))}>
                {product.variants.map((v) => (
                  <option key={v.id} value={v.id} disabled={!v.in_stock}>
                    {[v.capacity, v.colour[lang]].filter(Boolean).join(' · ')}
                  </option>
                ))}
              </select>
            </label>
          )}
          <p className="loy-price" data-testid="privilege-price">
            {t('privileges.price')} <strong>{t('baht', { amount: formatPrice(variant.privilege_price) })}</strong>{' '}
            <s aria-label={t('privileges.normalPrice')}>{t('baht', { amount: formatPrice(variant.price) })}</s>
          </p>
        </div>
      </div>
      {right.isPending ? (
        <p role="status">{t('verify.checking')}</p>
      ) : right.isError ? (
        <p className="loy-error" role="alert">
          {errorText(t, right.error)}
        </p>
      ) : r?.eligible ? (
        <section className="loy-box loy-ok" data-testid="privilege-eligible">
          <p className="loy-ok__title">{t('verify.eligible')}</p>
          <p className="loy-note">{t('verify.recheck')}</p>
          <p className="loy-error" role="alert">
            {add.isError ? errorText(t, add.error) : null}
          </p>
          <button type="button" className="loy-btn loy-btn--wide" onClick={buy} disabled={add.isPending || !variant.in_stock}>
            {add.isPending ? t('verify.adding') : t('verify.add')}
          </button>
        </section>
      ) : r?.reason === 'session_required' ? (
        <SignInPanel back={`${location.pathname}${location.search}`} />
      ) : r?.reason === 'no_card' ? (
        <LinkCardForm />
      ) : (
        <section className="loy-box loy-refused" data-testid="privilege-refused">
          <p className="loy-refused__title" role="alert">
            {t(`verify.reasons.${r?.reason ?? 'not_this_product'}`, { min: tier(privilege.min_tier), tier: r?.tier ? tier(r.tier) : '' })}
          </p>
          <h3 className="loy-subtitle">{t('verify.whatNow')}</h3>
          <ul className="loy-list">
            {r?.tier && (
              <li>
                <Link to="/online-store/partner-privilege">{t('verify.otherPrivileges', { tier: tier(r.tier) })}</Link>
              </li>
            )}
            <li>
              <Link to="/redeem-truepoint">{t('verify.usePoints')}</Link>
            </li>
            <li>
              <Link to={product.href}>{t('verify.normalBuy')}</Link>
            </li>
          </ul>
        </section>
      )}
    </div>
  );
}
