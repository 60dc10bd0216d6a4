import { defineModule } from '../../lib/module';
import { httpPaySmoothPartner } from './http/client';
import { paySmoothRoutes } from './routes';
import { embeddedPaySmoothPartner } from './sandbox/partner';
import { seedPaySmoothPartner } from './sandbox/seed';
import { createPaySmooth, type PaySmooth } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    paysmooth: PaySmooth;
  }
}

/**
 * Pay smooth (issue 18; decision 037): device instalments through a partner with its own approval
 * step, as a port (the embedded partner sandbox, seeded at start, or the partner's REST API when
 * PAYSMOOTH_URL is set). An approved application pays for one order of the shopper's cart
 * (app.orders.placeSettled).
 */
export const paySmoothModule = defineModule('paysmooth', ['order', 'sim', 'cart'], async (app, ctx) => {
  const { db, options } = ctx;
  const partner = options.PAYSMOOTH_URL ? httpPaySmoothPartner({ url: options.PAYSMOOTH_URL, apiKey: options.PAYSMOOTH_API_KEY! }) : embeddedPaySmoothPartner(db, app.sim.hmac);
  if (partner.sandbox) await seedPaySmoothPartner(db, app.sim.hmac);
  const paysmooth = createPaySmooth({ db, partner, orders: app.orders });
  app.decorate('paysmooth', paysmooth);
  await app.register(paySmoothRoutes, { prefix: ctx.apiPrefix, db, paysmooth, publicOrigin: options.PUBLIC_ORIGIN });
});
