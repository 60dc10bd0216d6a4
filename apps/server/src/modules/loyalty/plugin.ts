import { defineModule } from '../../lib/module';
import { embeddedCardSystem } from './embedded';
import { httpCardSystem } from './http/client';
import { loyaltyRoutes } from './routes';
import { seedCards, seedPrivileges } from './seed';
import { createLoyalty, type LoyaltyService } from './service';

/**
 * Member card, points and privileges (issue 18 part C, decision 035): the card system as a port (the
 * embedded sandbox, its test cards seeded when the table is empty, or the card system's REST API when
 * CARD_SYSTEM_URL is set), the privilege offers, the `privilege` hold of privilege lines
 * (family_black_truecard, member_privilege), and the points that pay part of an order (the order
 * module reaches them through `app.loyalty.orderPoints`).
 */
export const loyaltyModule = defineModule('loyalty', ['order', 'cart', 'catalog', 'identity', 'sim'], async (app, ctx) => {
  const { db, options } = ctx;
  const port = options.CARD_SYSTEM_URL ? httpCardSystem({ url: options.CARD_SYSTEM_URL, apiKey: options.CARD_SYSTEM_API_KEY! }) : embeddedCardSystem(db, app.sim.hmac);
  if (port.sandbox) await seedCards(db, app.sim.hmac);
  await seedPrivileges(db);
  const loyalty = createLoyalty({ db, port });
  app.decorate('loyalty', loyalty);
  app.lineKinds.registerKind({ type: 'family_black_truecard', owner: 'loyalty', holds: ['privilege'] });
  app.lineKinds.registerKind({ type: 'member_privilege', owner: 'loyalty', holds: ['privilege'] });
  app.lineKinds.registerHold(loyalty.privilegeHolds);
  await app.register(loyaltyRoutes, { prefix: ctx.apiPrefix, db, loyalty });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Member card, points and privileges (modules/loyalty). */
    loyalty: LoyaltyService;
  }
}
