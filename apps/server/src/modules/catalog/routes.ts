import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '@store/domain/contracts/catalog';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { singleFlight } from '../../lib/single-flight';
import { requireSession } from '../identity/session-guard';
import { sendCachedJson, sendJson, serveCachedAnswers } from './http-cache';
import { productSvg } from './images';
import { hasUploadedImage, pictureDigest, uploadedImageBytes } from './admin-images';
import { notFound } from '../../lib/errors';
import { updateVariant } from './operator';
import { createStockReminder, getCampaign, getEditorial, getFlashSale, getShop, getStoreList } from './pages-service';
import { cachedPayload, findProductBySlug, getImageSubject, getProduct, getProductAtPath, listFacets, listProducts } from './service';

/** Per address; `keyPrefix` names the route's counter in the shared store (lib/rate-limit-store.ts). */
const STOCK_REMINDER_LIMIT = { max: 10, timeWindow: 60_000, keyPrefix: 'stock-reminder' };

/** The catalogue API (spec 7 Products, Content): listing and search, facets, detail, slugs, pages and reminders. */
export async function catalogRoutes(app: FastifyInstance, { db, read }: { db: Db; read: Db }) {
  // Public reads go to `read` (the DATABASE_READ_URL replica when set; else the same database).
  serveCachedAnswers(app, read);

  route(app, contract.listProducts, async (req, reply) =>
    sendCachedJson(read, req, reply, await cachedPayload(read, `list:${JSON.stringify(req.query)}`, () => listProducts(read, req.query))),
  );

  route(app, contract.getFacets, async (req, reply) =>
    sendCachedJson(read, req, reply, await cachedPayload(read, `facets:${JSON.stringify(req.query)}`, () => listFacets(read, req.query))),
  );

  // A product's detail carries its stock, so it is not kept: requests that arrive while the same
  // product is being read share that read (and its JSON) instead of queueing reads of their own.
  const reading = singleFlight<string>();
  const shared = (key: string, load: () => Promise<unknown>) => reading(key, async () => JSON.stringify({ data: await load() }));

  route(app, contract.getProduct, async (req, reply) => sendJson(reply, await shared(`id:${req.params.id}`, () => getProduct(read, req.params.id))));

  route(app, contract.getProductByPath, async (req, reply) => {
    const { category, brand, slug } = req.params;
    const json = await shared(`path:${category}/${brand}/${slug}`.toLowerCase(), () => getProductAtPath(read, category, brand, slug));
    return sendJson(reply, json);
  });

  route(app, contract.getProductSlug, async (req) => ({ data: await findProductBySlug(read, req.params.category, req.params.brand, req.params.slug) }));

  // Pictures are revalidated on every use (no-cache + ETag, 304 when unchanged), so a picture uploaded
  // in the console replaces the one a browser or CDN holds at once (decision 042).
  const sendPicture = (req: { headers: { 'if-none-match'?: string } }, reply: FastifyReply, etag: string, type: string, body: string | Buffer) => {
    reply.header('cache-control', 'public, no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(type).send(body);
  };
  route(app, contract.getProductImage, async (req, reply) => {
    // A picture uploaded in the console for a view stands for that view in every colour (decision 042).
    const view = Number(req.params.file[0]);
    if (await hasUploadedImage(read, req.params.id, view)) {
      const image = await uploadedImageBytes(read, req.params.id, view, req.query.size ? Number(req.query.size) : undefined);
      if (image) return sendPicture(req, reply, `"u${req.params.id}-${view}-${image.size}-${pictureDigest(image.bytes)}"`, image.contentType, image.bytes);
    }
    if (req.params.color === 'uploaded') throw notFound('image_not_found', 'No such product image.');
    const subject = await getImageSubject(read, req.params.id, req.params.color);
    const svg = productSvg(subject, view);
    return sendPicture(req, reply, `"g${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`, 'image/svg+xml; charset=utf-8', svg);
  });

  route(app, contract.getStoreList, async (req) => ({ data: await getStoreList(read, req.params.slug) }));

  route(app, contract.getShop, async (req) => ({ data: await getShop(read, req.params.id) }));

  route(app, contract.getEditorial, async (req) => ({ data: await getEditorial(read, req.params.id, req.query.shop) }));

  route(app, contract.getCampaign, async (req) => ({ data: await getCampaign(read, req.params.id) }));

  route(app, contract.getCurrentFlashSale, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await getFlashSale(db, req.query.brand ?? null) };
  });

  route(
    app,
    contract.createStockReminder,
    async (req, reply) => {
      // The signed-in user's id, or null for a guest (a reminder may come from either).
      const userId = await requireSession(db, req).then(
        (s) => s.user.userId,
        () => null,
      );
      const result = await createStockReminder(db, req.body, userId, parseLang(req.headers['accept-language']?.slice(0, 2)));
      return reply.status(result.created ? 201 : 200).send({ data: result });
    },
    { config: { rateLimit: STOCK_REMINDER_LIMIT } },
  );

  route(
    app,
    contract.updateVariant,
    async (req) => {
      const { before, after } = await updateVariant(db, req.params.id, req.body);
      await app.staff.audit(req, { action: 'catalog.variant.update', objectType: 'variant', objectId: String(req.params.id), before, after });
      return { data: after };
    },
    { onRequest: app.staff.require('catalog.manage') },
  );
}
