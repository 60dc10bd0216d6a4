import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import {
  campaignSchema,
  editorialSchema,
  facetsSchema,
  flashSaleSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  shopSchema,
  SLUG_RE,
  stockReminderSchema,
  storeListSchema,
} from '@store/domain/catalog';
import { parseLang } from '@store/domain/lang';
import { SEARCH_QUERY_MAX } from '@store/domain/search-text';
import type { Db } from '../../db/client';
import { requireSession } from '../identity/session-guard';
import { sendCachedJson, serveCachedAnswers } from './http-cache';
import { productSvg } from './images';
import { createStockReminder, getCampaign, getEditorial, getFlashSale, getShop, getStoreList } from './pages-service';
import { cachedPayload, findProductBySlug, getImageSubject, getProduct, listFacets, listProducts } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const slugParam = z.string().regex(SLUG_RE, 'not a valid name');
const pathSegment = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'not a valid path segment');
const tags = ['catalog'];

/** The signed-in user's id, or null for a guest (a reminder may come from either). */
const userIdOf = (db: Db, request: FastifyRequest) =>
  requireSession(db, request).then(
    (s) => s.user.userId,
    () => null,
  );

/** The catalogue API (spec 7 Products, Content): listing and search, facets, detail, slugs, pages and reminders. */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serveCachedAnswers(app, db);

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Store list and search result: filters (brand, category, capacity, color, price in satang), sort, page',
        description: 'Array filters are comma-joined. `q` searches Thai (with or without spaces) and English with small typos (pg_trgm).',
        querystring: productListQuerySchema,
        response: { 200: dataEnvelope(productListSchema) },
      },
    },
    async (req, reply) => sendCachedJson(db, req, reply, await cachedPayload(db, `list:${JSON.stringify(req.query)}`, () => listProducts(db, req.query))),
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags,
        summary: 'Filter choices with counts for a search, list, shop or campaign',
        querystring: z.object({
          q: z.string().trim().max(SEARCH_QUERY_MAX).optional(),
          list: slugParam.optional(),
          shop: slugParam.optional(),
          campaign: slugParam.optional(),
        }),
        response: { 200: dataEnvelope(facetsSchema) },
      },
    },
    async (req, reply) => sendCachedJson(db, req, reply, await cachedPayload(db, `facets:${JSON.stringify(req.query)}`, () => listFacets(db, req.query))),
  );

  app.get(
    '/products/:id',
    { schema: { tags, summary: 'Product detail with variants, stock, prices and SEO text', params: idParams, response: { 200: dataEnvelope(productDetailSchema) } } },
    async (req) => ({ data: await getProduct(db, req.params.id) }),
  );

  app.get(
    '/products/by-path/:category/:brand/:slug',
    {
      schema: {
        tags,
        summary: 'Product detail by its page address /:category_name/:brand_name/:product_slug (lowercased), in one call',
        params: z.object({ category: pathSegment, brand: pathSegment, slug: pathSegment }),
        response: { 200: dataEnvelope(productDetailSchema) },
      },
    },
    async (req) => ({ data: await getProduct(db, (await findProductBySlug(db, req.params.category, req.params.brand, req.params.slug)).product_id) }),
  );

  app.get(
    '/product-slug/:category/:brand/:slug',
    {
      schema: {
        tags,
        summary: 'The product id at /:category_name/:brand_name/:product_slug (lowercased); 404 when none',
        params: z.object({ category: pathSegment, brand: pathSegment, slug: pathSegment }),
        response: { 200: dataEnvelope(z.object({ product_id: z.number().int(), href: z.string() })) },
      },
    },
    async (req) => ({ data: await findProductBySlug(db, req.params.category, req.params.brand, req.params.slug) }),
  );

  app.get(
    '/product-images/:id/:color/:file',
    {
      schema: {
        tags,
        summary: 'A generated product picture (SVG); views 0 front, 1 back, 2 side, 3 box',
        params: idParams.extend({ color: z.string().regex(/^[a-z][a-z-]{0,29}$/), file: z.string().regex(/^[0-3]\.svg$/) }),
      },
    },
    async (req, reply) => {
      const subject = await getImageSubject(db, req.params.id, req.params.color);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml; charset=utf-8')
        .send(productSvg(subject, Number(req.params.file[0])));
    },
  );

  app.get(
    '/store-lists/:slug',
    { schema: { tags, summary: 'A store list: title and SEO description', params: z.object({ slug: slugParam }), response: { 200: dataEnvelope(storeListSchema) } } },
    async (req) => ({ data: await getStoreList(db, req.params.slug) }),
  );

  app.get(
    '/shops/:id',
    {
      schema: {
        tags,
        summary: 'A shop-in-shop (brand or theme shop), its menu unless hide_menu, and its editorial pages',
        params: z.object({ id: slugParam }),
        response: { 200: dataEnvelope(shopSchema) },
      },
    },
    async (req) => ({ data: await getShop(db, req.params.id) }),
  );

  app.get(
    '/editorials/:id',
    {
      schema: {
        tags,
        summary: 'An editorial page; with ?shop= it must belong to that shop',
        params: z.object({ id: slugParam }),
        querystring: z.object({ shop: slugParam.optional() }),
        response: { 200: dataEnvelope(editorialSchema) },
      },
    },
    async (req) => ({ data: await getEditorial(db, req.params.id, req.query.shop) }),
  );

  app.get(
    '/campaigns/:id',
    {
      schema: {
        tags,
        summary: 'A campaign page; products only while it is active (status active, now between start and end)',
        params: z.object({ id: slugParam }),
        response: { 200: dataEnvelope(campaignSchema) },
      },
    },
    async (req) => ({ data: await getCampaign(db, req.params.id) }),
  );

  app.get(
    '/flash-sales/current',
    {
      schema: {
        tags,
        summary: 'The running (else next, else last) flash sale of the store or of a brand, with quota per item',
        querystring: z.object({ brand: slugParam.optional() }),
        response: { 200: dataEnvelope(flashSaleSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getFlashSale(db, req.query.brand ?? null) };
    },
  );

  app.post(
    '/stock-reminder',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000, keyPrefix: 'stock-reminder' } },
      schema: {
        tags,
        summary: '"Notify me" when an out-of-stock option is back (a Thai mobile number or an e-mail)',
        body: stockReminderSchema,
        response: { 200: dataEnvelope(z.object({ id: z.number(), created: z.boolean() })), 201: dataEnvelope(z.object({ id: z.number(), created: z.boolean() })) },
      },
    },
    async (req, reply) => {
      const userId = await userIdOf(db, req);
      const result = await createStockReminder(db, req.body, userId, parseLang(req.headers['accept-language']?.slice(0, 2)));
      return reply.status(result.created ? 201 : 200).send({ data: result });
    },
  );
};
