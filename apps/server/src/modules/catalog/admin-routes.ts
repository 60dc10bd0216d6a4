import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/admin-catalog';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { changeVariant, getAdminVariant, importPrices, listVariants, stockMovements } from './admin';
import { deleteProductImage, getUploadedImage, PRODUCT_IMAGE_ROUTE, productImageBody, putProductImage, registerProductImageBodies } from './admin-images';
import { changeProductSeo, getAdminProduct, listAdminProducts } from './admin-products';
import {
  changeCampaign,
  changeFlashSale,
  changeShop,
  createCampaign,
  createFlashSale,
  getAdminCampaign,
  getAdminFlashSale,
  getAdminShop,
  listCampaigns,
  listFlashSales,
  listShops,
} from './admin-pages-repository';

export const PRICE_IMPORT_MAX_ROWS = 20_000;

/** The console's catalogue (issue 20): catalog.manage on every route, every change audited. */
export async function catalogAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const onRequest = app.staff.require('catalog.manage');
  const by = (req: { staffActor: { label: string } | null }) => req.staffActor?.label ?? 'staff';
  route(
    app,
    contract.adminListVariants,
    async (req) => ({
      data: await listVariants(db, { search: req.query.q || undefined, lowStock: req.query.low_stock === 'true', after: req.query.cursor, limit: req.query.limit }),
    }),
    { onRequest },
  );
  route(app, contract.adminGetVariant, async (req) => ({ data: await getAdminVariant(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminChangeVariant,
    async (req) => {
      const { before, after } = await changeVariant(db, req.params.id, req.body, by(req));
      await app.staff.audit(req, { action: 'catalog.variant.update', objectType: 'variant', objectId: String(req.params.id), before, after });
      return { data: after };
    },
    { onRequest },
  );
  route(app, contract.adminStockMovements, async (req) => ({ data: await stockMovements(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminImportPrices,
    async (req) => {
      const report = await importPrices(db, req.body.csv, req.body.dry_run, by(req), PRICE_IMPORT_MAX_ROWS);
      if (!report.dry_run) {
        await app.staff.audit(req, {
          action: 'catalog.import',
          objectType: 'variant_import',
          objectId: req.body.file_name ?? null,
          after: { rows: report.rows, updated: report.updated, rejected: report.rejected.length },
        });
      }
      return { data: report };
    },
    { onRequest, bodyLimit: 1_100_000 },
  );

  // ---- Products: the product page, its SEO text and its pictures per gallery view ----
  route(
    app,
    contract.adminListProducts,
    async (req) => ({ data: await listAdminProducts(db, { search: req.query.q || undefined, after: req.query.cursor, limit: req.query.limit }) }),
    { onRequest },
  );
  route(app, contract.adminGetProduct, async (req) => ({ data: await getAdminProduct(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminChangeProduct,
    async (req) => {
      const { before, after } = await changeProductSeo(db, req.params.id, req.body.seo);
      await app.staff.audit(req, { action: 'catalog.product.seo', objectType: 'product', objectId: String(req.params.id), before, after: { seo: after.seo } });
      return { data: after };
    },
    { onRequest },
  );

  // ---- Part C: product pictures (one per gallery view), shops, campaigns, flash sales ----
  const imageAudit = (image: { view: number; version: number; sizes: { size: number }[] } | null) =>
    image && { view: image.view, version: image.version, sizes: image.sizes.map((s) => s.size) };
  await app.register(async (images) => {
    // Raw picture bodies are read only in this scope; the permission is checked before the body is read.
    registerProductImageBodies(images);
    route(
      images,
      contract.adminPutProductImage,
      async (req) => {
        const { id, view } = req.params;
        const { before, after } = await putProductImage(db, id, view, productImageBody(req.body), by(req));
        await app.staff.audit(req, { action: 'catalog.product.image', objectType: 'product', objectId: String(id), before: imageAudit(before), after: imageAudit(after) });
        return { data: after };
      },
      { ...PRODUCT_IMAGE_ROUTE, onRequest },
    );
  });
  route(app, contract.adminGetProductImage, async (req) => ({ data: await getUploadedImage(db, req.params.id, req.params.view) }), { onRequest });
  route(
    app,
    contract.adminDeleteProductImage,
    async (req) => {
      const { id, view } = req.params;
      const { before, result } = await deleteProductImage(db, id, view);
      if (before) await app.staff.audit(req, { action: 'catalog.product.image_remove', objectType: 'product', objectId: String(id), before: imageAudit(before), after: null });
      return { data: result };
    },
    { onRequest },
  );

  route(app, contract.adminListShops, async (req) => ({ data: await listShops(db, { after: req.query.cursor, limit: req.query.limit }) }), { onRequest });
  route(app, contract.adminGetShop, async (req) => ({ data: await getAdminShop(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminChangeShop,
    async (req) => {
      const { before, after } = await changeShop(db, req.params.id, req.body);
      await app.staff.audit(req, { action: 'catalog.shop.update', objectType: 'shop', objectId: req.params.id, before, after });
      return { data: after };
    },
    { onRequest },
  );

  route(app, contract.adminListCampaigns, async (req) => ({ data: await listCampaigns(db, { after: req.query.cursor, limit: req.query.limit }) }), { onRequest });
  route(app, contract.adminGetCampaign, async (req) => ({ data: await getAdminCampaign(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminCreateCampaign,
    async (req, reply) => {
      const after = await createCampaign(db, req.body);
      await app.staff.audit(req, { action: 'catalog.campaign.create', objectType: 'campaign', objectId: after.id, after });
      return reply.status(201).send({ data: after });
    },
    { onRequest },
  );
  route(
    app,
    contract.adminChangeCampaign,
    async (req) => {
      const { before, after } = await changeCampaign(db, req.params.id, req.body);
      await app.staff.audit(req, { action: 'catalog.campaign.update', objectType: 'campaign', objectId: req.params.id, before, after });
      return { data: after };
    },
    { onRequest },
  );

  route(app, contract.adminListFlashSales, async (req) => ({ data: await listFlashSales(db, { after: req.query.cursor, limit: req.query.limit }) }), { onRequest });
  route(app, contract.adminGetFlashSale, async (req) => ({ data: await getAdminFlashSale(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminCreateFlashSale,
    async (req, reply) => {
      const after = await createFlashSale(db, req.body);
      await app.staff.audit(req, { action: 'catalog.flash_sale.create', objectType: 'flash_sale', objectId: after.id, after });
      return reply.status(201).send({ data: after });
    },
    { onRequest },
  );
  route(
    app,
    contract.adminChangeFlashSale,
    async (req) => {
      const { before, after } = await changeFlashSale(db, req.params.id, req.body);
      await app.staff.audit(req, { action: 'catalog.flash_sale.update', objectType: 'flash_sale', objectId: req.params.id, before, after });
      return { data: after };
    },
    { onRequest },
  );
}
