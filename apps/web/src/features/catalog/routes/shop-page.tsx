import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { pickText, type Lang } from '@store/domain/lang';
import { ApiError } from '@/lib/api-client';
import { useShop } from '../api/get-shop';
import { StoreListView } from '../components/store-list-view';
import { useDocumentTitle } from '../use-document-title';

/** The shop header: name, tagline, the shop menu (hidden when hide_menu) and its editorial pages. */
function ShopIntro({ shopId, base }: { shopId: string; base: string }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const shop = useShop(shopId).data;
  if (!shop) return null;
  return (
    <div className={`shop-hero theme-${shop.theme}`}>
      <p className="shop-hero__tagline">{pickText(shop.tagline, lang)}</p>
      <p className="shop-hero__text">{pickText(shop.description, lang)}</p>
      {!shop.hide_menu && shop.menu.length > 0 && (
        <nav className="shop-menu" aria-label={t('shop.menu')} data-testid="shop-menu">
          <ul>
            {shop.menu.map((item) => (
              <li key={item.link}>
                <Link to={item.link}>{pickText(item.label, lang)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {shop.editorials.length > 0 && (
        <ul className="shop-stories">
          {shop.editorials.map((e) => (
            <li key={e.id}>
              <Link to={`${base}/editorial/${e.id}`} className="shop-story">
                <strong>{pickText(e.title, lang)}</strong>
                <span>{pickText(e.summary, lang)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ShopPage({ shopId, base }: { shopId: string; base: string }) {
  const { i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const shop = useShop(shopId);
  useDocumentTitle(shop.data ? pickText(shop.data.name, lang) : '', shop.data ? pickText(shop.data.description, lang) : undefined);
  if (shop.error instanceof ApiError) return <Navigate to="/" replace />;
  return (
    <StoreListView key={shopId} context={{ shop: shopId }} heading={shop.data ? pickText(shop.data.name, lang) : '\u00a0'} intro={<ShopIntro shopId={shopId} base={base} />} />
  );
}

/** /online-store/brand/:name (route online-store-brand): a brand's shop-in-shop. */
export function BrandShopPage() {
  const { name = '' } = useParams();
  return <ShopPage shopId={name.toLowerCase()} base={`/online-store/brand/${name.toLowerCase()}`} />;
}

/** /online-store/shop/:id (route online-store-shop): a themed shop; its menu shows unless hide_menu. */
export function ThemeShopPage() {
  const { id = '' } = useParams();
  return <ShopPage shopId={id.toLowerCase()} base="" />;
}
