import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { IN_PROCESS_ADDRESS } from '../identity/inject-fetch';
import type { PaymentGateway } from './gateway';
import { createPayments, type Payments } from './payments';
import { paymentRoutes } from './routes';
import { createSandbox, type Sandbox } from './sandbox/sandbox';
import { buildOmiseWire } from './sandbox/omise-wire/server';
import { createOmiseGateway } from './omise/adapter';

export interface PaymentSetup {
  payments: Payments;
  /** The embedded sandbox gateway when it is the active one, else null. */
  sandbox: Sandbox | null;
  /** Where the sandbox's Omise wire API listens (SANDBOX_OMISE_PORT), once the server listens; else null. */
  omiseWireUrl?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment module's services, for other modules (the order module) and tests. */
    payment: PaymentSetup;
  }
}

const SWEEP_EVERY_MS = 30_000;

/**
 * Wires payments on the root app: the sandbox gateway by default (webhooks delivered to the store's
 * own endpoint in-process) or the given gateway, and the sweep that expires due charges and retries
 * undelivered webhooks every 30 s while the server runs.
 */
export function createPayment(app: FastifyInstance, opts: { db: Db; basePath: string; gateway?: PaymentGateway; promptPayId?: string; sweepEveryMs?: number }): PaymentSetup {
  const webhookUrl = `${opts.basePath}/api/payments/webhook`;
  const sandbox = opts.gateway
    ? null
    : createSandbox({
        db: opts.db,
        basePath: opts.basePath,
        promptPayId: opts.promptPayId,
        deliver: async (payload, headers) =>
          (await app.inject({ method: 'POST', url: webhookUrl, headers: { ...headers, 'content-type': 'application/json' }, payload, remoteAddress: IN_PROCESS_ADDRESS }))
            .statusCode,
      });
  const payments = createPayments(opts.db, opts.gateway ?? sandbox!.gateway);
  if (sandbox) {
    runEvery(app, { name: 'payment-sandbox-sweep', everyMs: opts.sweepEveryMs ?? SWEEP_EVERY_MS, run: () => sandbox.sweep() });
  }
  return { payments, sandbox, omiseWireUrl: null };
}

/**
 * Payments (decision 010): the `app.payment` services the order module charges through, with the
 * embedded sandbox gateway (and its sweep) by default, and the routes of contracts/payment.ts (the
 * sandbox gateway's own routes only while it is the active gateway).
 */
export const paymentModule = defineModule('payment', ['metrics', 'identity'], async (app, ctx) => {
  const o = ctx.options;
  const gateway =
    o.PAYMENT_GATEWAY === 'omise'
      ? createOmiseGateway({
          publicKey: o.OMISE_PUBLIC_KEY!,
          secretKey: o.OMISE_SECRET_KEY!,
          webhookSecret: o.OMISE_WEBHOOK_SECRET,
          apiUrl: o.OMISE_API_URL,
          vaultUrl: o.OMISE_VAULT_URL,
        })
      : undefined;
  const payment = createPayment(app, { db: ctx.db, basePath: ctx.basePath, gateway, promptPayId: o.PROMPTPAY_ID, sweepEveryMs: o.SWEEP_EVERY_MS });
  app.decorate('payment', payment);
  await app.register(paymentRoutes, { prefix: ctx.apiPrefix, db: ctx.db, payment });
  if (payment.sandbox && o.SANDBOX_OMISE_PORT !== undefined) startOmiseWire(app, payment, o.SANDBOX_OMISE_PORT, o.PUBLIC_ORIGIN);
});

/** Serves the sandbox's Omise wire API on its own port while the store runs (SANDBOX_OMISE_PORT). */
function startOmiseWire(app: FastifyInstance, payment: PaymentSetup, port: number, publicOrigin?: string) {
  let wire: FastifyInstance | null = null;
  // The sandbox's pages are the store's: PUBLIC_ORIGIN, else the loopback address the store listens on.
  const pagesOrigin = () => {
    const address = app.server.address();
    return publicOrigin ? new URL(publicOrigin).origin : typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : 'http://localhost';
  };
  app.addHook('onReady', async () => {
    wire = await buildOmiseWire({ sandbox: payment.sandbox!, pagesOrigin });
    await wire.listen({ port, host: '127.0.0.1' });
    payment.omiseWireUrl = `http://127.0.0.1:${(wire.server.address() as { port: number }).port}`;
    app.log.info(`sandbox Omise wire API on ${payment.omiseWireUrl}`);
  });
  app.addHook('onClose', async () => wire?.close());
}
