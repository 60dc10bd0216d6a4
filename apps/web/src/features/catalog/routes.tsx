import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { prefetchProductBySlug } from './api/get-product-by-slug';

/*
 * The catalogue routes with their spec route names (the router spreads these before the coming-soon
 * placeholders and drops the placeholders with the same ids). Every page is a lazy chunk that loads
 * with its locale namespaces.
 */
const NS = ['catalog', 'product'];
const list = lazyPage(() => import('./routes/store-list-page'), 'StoreListPage', NS);
const results = lazyPage(() => import('./routes/store-list-page'), 'SearchResultPage', NS);
const item = lazyPage(() => import('./routes/product-page'), 'ProductItemPage', NS);
const bySlug = lazyPage(() => import('./routes/product-page'), 'ProductSlugPage', NS);
const brand = lazyPage(() => import('./routes/shop-page'), 'BrandShopPage', NS);
const shop = lazyPage(() => import('./routes/shop-page'), 'ThemeShopPage', NS);
const editorial = lazyPage(() => import('./routes/editorial-page'), 'EditorialPage', NS);
const campaign = lazyPage(() => import('./routes/campaign-page'), 'CampaignPage', NS);
const flashSale = lazyPage(() => import('./routes/flash-sale-page'), 'FlashSalePage', NS);

export function catalogRoutes(): RouteObject[] {
  return [
    { id: 'online-store-list', path: 'online-store', lazy: results },
    { id: 'online-store-search-result', path: 'online-store/search', lazy: results },
    { id: 'online-store-category', path: 'online-store/list/:slug', lazy: list },
    { id: 'online-store-detail', path: 'online-store/item/:id', lazy: item },
    { id: 'online-store-brand', path: 'online-store/brand/:name', lazy: brand },
    { id: 'online-store-brand-editorial', path: 'online-store/brand/:name/editorial/:id', lazy: editorial },
    { id: 'online-store-brand-flash-sale', path: 'online-store/brand/:name/flash-sale', lazy: flashSale },
    { id: 'online-store-shop-flash-sale', path: 'online-store/shop/flash-sale', lazy: flashSale },
    { id: 'online-store-shop', path: 'online-store/shop/:id', lazy: shop },
    { id: 'online-store-campaign', path: 'online-store/campaign/:name', lazy: campaign },
    { id: 'editorial', path: 'editorial/:id', lazy: editorial },
    {
      id: 'product-detail',
      path: ':category_name/:brand_name/:product_slug',
      lazy: bySlug,
      // Starts the product request with the page chunk instead of after it (the page's largest paint waits on it).
      loader: ({ params }) => {
        prefetchProductBySlug(params.category_name ?? '', params.brand_name ?? '', params.product_slug ?? '');
        return null;
      },
    },
  ];
}
