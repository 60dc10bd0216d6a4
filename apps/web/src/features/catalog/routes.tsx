import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { serverRendered } from '@/app/server-render';
import type { RouteHandle } from '@/lib/route-handle';
import { productQueryOptions } from './api/get-product';
import { prefetchProductBySlug, productBySlugQueryOptions } from './api/get-product-by-slug';

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
    // The detail pages are rendered on the server with the product in the query cache; an unknown
    // product (or a path to lowercase) is left to the browser, which redirects (spec 2).
    serverRendered({ id: 'online-store-detail', path: 'online-store/item/:id', lazy: item }, async ({ params, queryClient }) => {
      const id = Number(params.id);
      if (!Number.isInteger(id) || id <= 0) return 'shell';
      await queryClient.prefetchQuery(productQueryOptions(id));
    }),
    { id: 'online-store-brand', path: 'online-store/brand/:name', lazy: brand },
    { id: 'online-store-brand-editorial', path: 'online-store/brand/:name/editorial/:id', lazy: editorial },
    { id: 'online-store-brand-flash-sale', path: 'online-store/brand/:name/flash-sale', lazy: flashSale },
    { id: 'online-store-shop-flash-sale', path: 'online-store/shop/flash-sale', lazy: flashSale },
    { id: 'online-store-shop', path: 'online-store/shop/:id', lazy: shop },
    { id: 'online-store-campaign', path: 'online-store/campaign/:name', lazy: campaign },
    { id: 'editorial', path: 'editorial/:id', lazy: editorial },
    serverRendered(
      {
        id: 'product-detail',
        path: ':category_name/:brand_name/:product_slug',
        lazy: bySlug,
        // Starts the product request with the page chunk instead of after it (the page's largest paint waits on it).
        handle: {
          prefetch: (params) => {
            if (!import.meta.env.SSR) prefetchProductBySlug(params.category_name ?? '', params.brand_name ?? '', params.product_slug ?? '');
          },
        } satisfies RouteHandle,
      },
      async ({ params, queryClient }) => {
        const [category, brand, slug] = [params.category_name ?? '', params.brand_name ?? '', params.product_slug ?? ''];
        if (`${category}/${brand}/${slug}` !== `${category}/${brand}/${slug}`.toLowerCase()) return 'shell';
        await queryClient.prefetchQuery(productBySlugQueryOptions(category, brand, slug));
      },
    ),
  ];
}
