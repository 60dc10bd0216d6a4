import { defineModule } from '../../lib/module';
import { saleRoutes } from './routes';
import { SALE_TEST_SELLERS, seedSaleShops } from './seed';
import { createSale } from './service';

/**
 * Seller sale mode (issue 19 part B; decision 039): sellers sign in at a sale shop (a staff
 * session), place the cart as an order for a customer (channel seller, not paid), send it as a
 * signed link by SMS (the SIM module's SMS port) or QR, and the customer pays it by PromptPay on
 * /payment-offline/qr. Seeds the sale shops, and test sellers while the payment gateway is the sandbox.
 */
export const saleModule = defineModule('sale', ['staff', 'order', 'sim'], async (app, ctx) => {
  const { db } = ctx;
  await seedSaleShops(db);
  if ((ctx.options.PAYMENT_GATEWAY ?? 'sandbox') === 'sandbox') {
    const known = new Set((await app.staff.service.list()).map((s) => s.email));
    for (const s of SALE_TEST_SELLERS) {
      if (known.has(s.email)) continue;
      const { email, display_name, shop_code, password_hash } = s;
      await app.staff.service.create({ email, display_name, shop_code, password_hash, roles: ['seller'] }).catch((error: unknown) => {
        // Another process seeded it at the same moment.
        if (!(error instanceof Error && 'code' in error && error.code === 'staff_exists')) throw error;
      });
    }
  }
  const sale = createSale({ db, staff: app.staff.service, orders: app.orders, sendSms: (m) => app.sim.sendSms(m) });
  app.decorate('sale', sale);
  await app.register(saleRoutes, { prefix: ctx.apiPrefix, sale, basePath: ctx.basePath, publicOrigin: ctx.options.PUBLIC_ORIGIN });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Seller sale mode (decision 039). */
    sale: ReturnType<typeof createSale>;
  }
}
