import { defineModule } from '../../lib/module';
import { simAdminRoutes } from './admin-routes';
import { smsInboxRoutes } from './inbox-routes';
import { simPackHolds } from './instant';
import { loadPii, type Pii } from './pii';
import type { OtpFlow, OtpRequest, OtpSent } from '@store/domain/otp';
import type { SimPackage } from '@store/domain/sim';
import { checkOtp, sendOtp } from './otp';
import { packagesByNasCode } from './packages';
import { simRoutes } from './routes';
import { httpSms } from './sms-http';
import { outboxSms, pruneOutbox } from './sms';

const PRUNE_EVERY_MS = 3_600_000;

/** What other modules (fortune, subscribers, pre-to-post, later MNP) may use of the SIM module: its OTPs, its keyed hash and its plans. */
export interface SimService {
  /** Sends a code to `mobile_number` for `userId` through the SMS port, with the OTP limits of POST /sim/otp (otp.ts sendOtp; 429 otp_resend_too_soon / otp_rate_limited). */
  sendOtp(userId: string, input: Pick<OtpRequest, 'mobile_number' | 'lang'> & { flow: OtpFlow }): Promise<OtpSent>;
  /** Consumes a right code sent by POST /sim/otp to `mobile` for `userId`; AppError otp_* otherwise (otp.ts checkOtp). */
  checkOtp(input: { requestId: string; userId: string; mobile: string; code: string }): Promise<void>;
  /** The HMAC of a personal value under the store's personal-data key, for look-ups that must not keep the value. */
  hmac(purpose: string, value: string): Promise<string>;
  /** AES-256-GCM under the same key, for a personal value kept a short while (a Thai ID until its qualification expires). */
  encrypt(value: string): Promise<string>;
  decrypt(value: string): Promise<string>;
  /** Price plans by NAS code (any status), one per code. */
  packagesByNasCode(nasCodes: string[]): Promise<SimPackage[]>;
  /** Sends a text through the SMS port (the outbox with the embedded default; the dev SMS inbox shows it). `purpose` names it in the outbox, never the content. */
  sendSms(message: { to: string; body: string; purpose: string }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sim: SimService;
  }
}

/**
 * SIM purchase (spec 2 and 7 "Verification and activation"): packages, OTP, the verify page,
 * instant-SIM packs and SIM DIY. Sells the `prepaid` and `postpaid` line kinds (their lines hold a
 * pool number or an instant-SIM pack) and owns the `sim_pack` hold kind. SMS goes through the
 * bulk-SMS provider when SMS_PROVIDER_URL is set, else to the outbox, whose sandbox inbox is then on.
 */
export const simModule = defineModule('sim', ['numbers', 'cart', 'staff'], async (app, ctx) => {
  const { db, options } = ctx;
  const sms = options.SMS_PROVIDER_URL
    ? httpSms({ url: options.SMS_PROVIDER_URL, apiKey: options.SMS_API_KEY!, apiSecret: options.SMS_API_SECRET!, sender: options.SMS_SENDER! })
    : outboxSms(db);
  // The personal-data key lives in the database and is loaded on first use.
  let loaded: Promise<Pii> | undefined;
  const pii = () => {
    loaded ??= loadPii(db).catch((error) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  app.decorate('sim', {
    sendOtp: async (userId, input) => sendOtp(db, sms, await pii(), userId, input),
    checkOtp: async (input) => checkOtp(db, await pii(), input),
    packagesByNasCode: (nasCodes) => packagesByNasCode(db, nasCodes),
    hmac: async (purpose, value) => (await pii()).hmac(purpose, value),
    encrypt: async (value) => (await pii()).encrypt(value),
    decrypt: async (value) => (await pii()).decrypt(value),
    sendSms: (message) => sms.send(message),
  } satisfies SimService);

  for (const type of ['prepaid', 'postpaid'] as const) app.lineKinds.registerKind({ type, owner: 'sim', holds: ['number', 'sim_pack'] });
  app.lineKinds.registerHold(simPackHolds);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void pruneOutbox(db).then(
          () => app.jobRan('sms-outbox-prune'),
          (err) => app.log.error({ err }, 'sms outbox prune failed'),
        ),
      PRUNE_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  await app.register(simRoutes, { prefix: ctx.apiPrefix, db, numbers: app.numbers, cart: app.cart, sms, pii });
  await app.register(smsInboxRoutes, { prefix: ctx.apiPrefix, db, sms });
  await app.register(simAdminRoutes, { prefix: ctx.apiPrefix, db });
});
