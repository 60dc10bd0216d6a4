import { getConfig } from '../config/service';
import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { createOffers } from './offers';
import { createPortings } from './portings';
import { mnpRoutes } from './routes';
import { seedMnp } from './seed';
import { createVerifying } from './verify';

const SWEEP_EVERY_MS = 30_000;

/**
 * Number porting in (issue 16; decision 030): the plans and device bundles offered, the check with
 * its OTP, the PIN and eKYC, the porting (hold kind `porting`, owned here) in the cart and the order,
 * its submission to the clearinghouse (`app.porting`) with retries, and what its answers do (the
 * number joins `app.subscribers`; a refusal cancels and refunds the order through `app.orders`).
 */
export const mnpModule = defineModule('mnp', ['order', 'cart', 'subscribers', 'porting', 'identity', 'sim', 'ekyc', 'catalog', 'staff'], async (app, ctx) => {
  const { db } = ctx;
  await seedMnp(db);
  const ekycRequired = async () => (await getConfig(db, 'ekyc_mobile')).toggle;
  let closed = false;
  /** Kicked jobs, from their scheduling until they end. */
  const pending = new Set<Promise<void>>();
  /** Resolves once no kicked job is pending: a close lets them end first, and a test waits for them. */
  const idle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  app.addHook('onClose', async () => {
    closed = true;
    await idle();
  });
  /** A kick after the caller's transaction; the sweepers do the same work anyway, so a failure is only logged. */
  const later = (work: () => Promise<unknown>) => {
    if (closed) return;
    const job: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, 20))
      .then(() => (closed ? undefined : work()))
      .then(
        () => undefined,
        (err: unknown) => void app.log.error({ error: err instanceof Error ? err.name : 'error' }, 'mnp: a kicked job failed; the sweeper retries'),
      )
      .finally(() => pending.delete(job));
    pending.add(job);
  };
  const offers = createOffers({ db, sim: app.sim });
  const verifying = createVerifying({ db, sim: app.sim, subscribers: app.subscribers, porting: app.porting, ekyc: app.ekyc, ekycRequired });
  const portings = createPortings({
    db,
    log: app.log,
    sim: app.sim,
    porting: app.porting,
    orders: app.orders,
    cart: app.cart,
    consents: app.consents,
    subscribers: app.subscribers,
    ekyc: app.ekyc,
    offers,
    verifying,
    ekycRequired,
    later,
  });

  for (const type of ['mnp_one_step', 'mnp_two_step', 'device_mnp_bundle'] as const) app.lineKinds.registerKind({ type, owner: 'mnp', holds: ['porting'] });
  app.lineKinds.registerHold(portings.holds);
  app.porting.onChange((tx, record) => portings.changed(tx, record));
  runEvery(app, { name: 'mnp-portings', everyMs: ctx.options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS, run: () => portings.sweep() });
  app.decorate('mnp', { portings, offers, verifying, idle });

  await app.register(mnpRoutes, { prefix: ctx.apiPrefix, db, offers, verifying, portings });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The mnp module (issue 16): its portings (sweep, for tests), offers and verifications; `idle` waits for the kicked jobs. */
    mnp: {
      portings: ReturnType<typeof createPortings>;
      offers: ReturnType<typeof createOffers>;
      verifying: ReturnType<typeof createVerifying>;
      idle: () => Promise<void>;
    };
  }
}
