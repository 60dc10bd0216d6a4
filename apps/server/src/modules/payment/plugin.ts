import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { IN_PROCESS_ADDRESS } from '../identity/inject-fetch';
import type { PaymentGateway } from './gateway';
import { createPayments, type Payments } from './payments';
import { paymentRoutes } from './routes';
import { createSandbox, type Sandbox } from './sandbox/sandbox';

export interface PaymentSetup {
  payments: Payments;
  /** The embedded sandbox gateway when it is the active one, else null. */
  sandbox: Sandbox | null;
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
export function createPayment(app: FastifyInstance, opts: { db: Db; basePath: string; gateway?: PaymentGateway; sweepEveryMs?: number }): PaymentSetup {
  const webhookUrl = `${opts.basePath}/api/payments/webhook`;
  const sandbox = opts.gateway
    ? null
    : createSandbox({
        db: opts.db,
        basePath: opts.basePath,
        deliver: async (payload, headers) =>
          (await app.inject({ method: 'POST', url: webhookUrl, headers: { ...headers, 'content-type': 'application/json' }, payload, remoteAddress: IN_PROCESS_ADDRESS }))
            .statusCode,
      });
  const payments = createPayments(opts.db, opts.gateway ?? sandbox!.gateway);
  if (sandbox) {
    runEvery(app, { name: 'payment-sandbox-sweep', everyMs: opts.sweepEveryMs ?? SWEEP_EVERY_MS, run: () => sandbox.sweep() });
  }
  return { payments, sandbox };
}

/**
 * Payments (decision 010): the `app.payment` services the order module charges through, with the
 * embedded sandbox gateway (and its sweep) by default, and the routes of contracts/payment.ts (the
 * sandbox gateway's own routes only while it is the active gateway).
 */
export const paymentModule = defineModule('payment', ['metrics', 'identity'], async (app, ctx) => {
  const payment = createPayment(app, { db: ctx.db, basePath: ctx.basePath, sweepEveryMs: ctx.options.SWEEP_EVERY_MS });
  app.decorate('payment', payment);
  await app.register(paymentRoutes, { prefix: ctx.apiPrefix, db: ctx.db, payment });
});
