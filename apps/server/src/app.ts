import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import { registerErrorHandler } from './lib/error-handler';
import { serializeError, serializeRequest } from './lib/log';
import { registerOriginCheck } from './lib/origin-check';
import { registerInputGuard } from './lib/input-guard';
import { inFlightRequests } from './lib/in-flight';
import { registerFavicon } from './lib/favicon';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { configModule } from './modules/config/plugin';
import { contactModule } from './modules/contact/plugin';
import { contentModule } from './modules/content/plugin';
import { healthModule } from './modules/health/plugin';
import { emailModule } from './modules/email/plugin';
import { metricsModule } from './modules/metrics/plugin';
import { staffModule } from './modules/staff/plugin';
import { identityModule } from './modules/identity/plugin';
import { addressModule } from './modules/address/plugin';
import { catalogModule } from './modules/catalog/plugin';
import { searchModule } from './modules/search/plugin';
import { wishlistModule } from './modules/wishlist/plugin';
import { paymentModule } from './modules/payment/plugin';
import { couponModule } from './modules/coupon/plugin';
import { cartModule } from './modules/cart/plugin';
import { orderModule } from './modules/order/plugin';
import { numbersModule } from './modules/numbers/plugin';
import { simModule } from './modules/sim/plugin';
import { fortuneModule } from './modules/fortune/plugin';
import { subscribersModule } from './modules/subscribers/plugin';
import { pre2postModule } from './modules/pre2post/plugin';
import { portingModule } from './modules/porting/plugin';
import { mnpModule } from './modules/mnp/plugin';
import { ekycModule } from './modules/ekyc/plugin';
import { appointmentsModule } from './modules/appointments/plugin';
import { homeInternetModule } from './modules/home-internet/plugin';
import { bundlesModule } from './modules/bundles/plugin';
import { loyaltyModule } from './modules/loyalty/plugin';
import { clmModule } from './modules/clm/plugin';
import { universityModule } from './modules/university/plugin';
import { paySmoothModule } from './modules/paysmooth/plugin';
import { saleModule } from './modules/sale/plugin';
import { offlineShopModule } from './modules/offline-shop/plugin';
import { backofficeModule } from './modules/backoffice/plugin';
import { createLineKindRegistry } from './lib/line-kinds';
import { startInvalidation } from './lib/invalidation';
import type { ModuleContext } from './lib/module';
import { defaultWebDist, registerWeb } from './web';
import { defaultAdminDist, registerAdminWeb } from './admin-web';

export type AppOptions = Pick<Env, 'BASE_PATH' | 'OPERATOR_TOKEN' | 'PUBLIC_ORIGIN' | 'LOG_LEVEL'> &
  Partial<
    Pick<
      Env,
      | 'TRUST_PROXY'
      | 'SSR_TIMEOUT_MS'
      | 'SWEEP_EVERY_MS'
      | 'OTEL_TRACES'
      | 'OTEL_EXPORTER_OTLP_ENDPOINT'
      | 'SMTP_URL'
      | 'MAIL_FROM'
      | 'METRICS'
      | 'METRICS_TOKEN'
      | 'SMS_PROVIDER_URL'
      | 'SMS_API_KEY'
      | 'SMS_API_SECRET'
      | 'SMS_SENDER'
      | 'SWB_KEYS'
      | 'SUBSCRIBERS_URL'
      | 'SUBSCRIBERS_API_KEY'
      | 'CARD_SYSTEM_URL'
      | 'CARD_SYSTEM_API_KEY'
      | 'PORTING_URL'
      | 'PORTING_API_KEY'
      | 'EKYC_PROVIDER_URL'
      | 'EKYC_API_KEY'
      | 'EKYC_SANDBOX_DECISION_MS'
      | 'STUDENT_REGISTRY_URL'
      | 'STUDENT_REGISTRY_API_KEY'
      | 'PAYSMOOTH_URL'
      | 'PAYSMOOTH_API_KEY'
    >
  > &
  Partial<Pick<Env, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET'>> &
  Partial<
    Pick<Env, 'PAYMENT_GATEWAY' | 'OMISE_PUBLIC_KEY' | 'OMISE_SECRET_KEY' | 'OMISE_WEBHOOK_SECRET' | 'OMISE_API_URL' | 'OMISE_VAULT_URL' | 'SANDBOX_OMISE_PORT' | 'PROMPTPAY_ID'>
  > & {
    WEB_DIST?: string;
    /** The operator console's build (apps/admin/dist by default). */
    ADMIN_DIST?: string;
    serveWeb?: boolean;
    /** Where the log goes (stdout by default); tests read it. */
    logStream?: NodeJS.WritableStream;
    /** Where spans go when tracing is on (tests: an in-memory exporter); default OTLP/HTTP. */
    traceExporter?: import('@opentelemetry/sdk-trace-base').SpanExporter;
  };

/** The vault the browser tokenises cards at, when it is not this server (PAYMENT_GATEWAY=omise). */
function paymentVaultOrigins(options: AppOptions): string[] {
  if (options.PAYMENT_GATEWAY !== 'omise') return [];
  return [new URL(options.OMISE_VAULT_URL ?? options.OMISE_API_URL ?? 'https://vault.omise.co').origin];
}

/** Builds the whole server (API under {BASE_PATH}/api and the storefront under {BASE_PATH}/). */
export async function buildApp(database: Database, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.LOG_LEVEL === 'silent'
        ? false
        : { level: options.LOG_LEVEL, serializers: { req: serializeRequest, err: serializeError }, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Fastify accepts a hop count at run time (proxy-addr); its types only list the other forms.
    trustProxy: (options.TRUST_PROXY ?? false) as boolean | string[],
    bodyLimit: 256 * 1024,
    // A malformed URL or header gets the same error envelope as everything else.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ error: { code: 'bad_request', message: error.message } });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Every route's handler is counted while it runs, so close can wait for those whose client has gone (lib/in-flight.ts).
  const inFlight = inFlightRequests();
  inFlight.track(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // OpenTelemetry traces, off by default: the SDK is imported only when they are on (no cost otherwise).
  if (options.OTEL_TRACES === 'on' || (options.OTEL_EXPORTER_OTLP_ENDPOINT && options.OTEL_TRACES !== 'off')) {
    const { registerTracing } = await import('./lib/tracing');
    registerTracing(app, { exporter: options.traceExporter });
  }

  const { db } = database;
  const base = options.BASE_PATH;
  const apiPrefix = `${base}/api`;

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // avatars may be https URLs; blob: for the eKYC photo previews (object URLs of the photo just taken)
        imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
        // The eKYC camera view plays a MediaStream, never a URL from elsewhere.
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        // The browser sends the card straight to the gateway's vault (decision 010): Omise's when it is the gateway.
        connectSrc: ["'self'", ...paymentVaultOrigins(options)],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Powerful features for our own pages only: the camera (the eKYC photos, decision 027) and the
  // location (pickup "near me" sorts the shops by distance); nothing else.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(self), geolocation=(self), microphone=(), usb=(), serial=(), hid=()');
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  registerOriginCheck(app, options.PUBLIC_ORIGIN);
  registerInputGuard(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Tawan Mobile Store API', version: '0.1.0', description: 'Storefront API. JSON; `{ data }` on success, `{ error: { code, message, details? } }` on failure.' },
      servers: [{ url: base || '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: true });

  // The modules, in dependency order (modules/README.md). Each is one plugin.
  // Caches in this process are told of changes made by any process (LISTEN/NOTIFY on PostgreSQL).
  const invalidation = await startInvalidation(database, { listen: true, log: app.log });
  app.addHook('onClose', () => invalidation.close());
  const ctx: ModuleContext = { database, db, options, basePath: base, apiPrefix, invalidation };
  // Product types and hold kinds, registered by the modules that own them (lib/line-kinds.ts).
  app.decorate('lineKinds', createLineKindRegistry());
  for (const module of [
    metricsModule,
    healthModule,
    staffModule,
    configModule,
    emailModule,
    identityModule,
    contentModule,
    contactModule,
    addressModule,
    catalogModule,
    searchModule,
    wishlistModule,
    paymentModule,
    couponModule,
    cartModule,
    orderModule,
    numbersModule,
    simModule,
    ekycModule,
    fortuneModule,
    subscribersModule,
    pre2postModule,
    portingModule,
    mnpModule,
    appointmentsModule,
    homeInternetModule,
    bundlesModule,
    loyaltyModule,
    clmModule,
    universityModule,
    paySmoothModule,
    saleModule,
    offlineShopModule,
    backofficeModule,
  ])
    await app.register(module, ctx);

  if (options.serveWeb !== false) await registerFavicon(app, base);
  if (options.serveWeb !== false) await registerAdminWeb(app, { basePath: base, dist: options.ADMIN_DIST ?? defaultAdminDist });
  if (options.serveWeb !== false) await registerWeb(app, { db, basePath: base, dist: options.WEB_DIST ?? defaultWebDist, renderTimeoutMs: options.SSR_TIMEOUT_MS });
  // Registered last, so it runs first of the onClose hooks: the modules' sweepers and the database
  // (closed by the caller after app.close) outlive the handlers still running.
  inFlight.drainOnClose(app);
  return app;
}
