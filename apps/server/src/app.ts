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
import { registerFavicon } from './lib/favicon';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { configModule } from './modules/config/plugin';
import { contactRoutes } from './modules/contact/routes';
import { contentRoutes } from './modules/content/routes';
import { healthModule } from './modules/health/plugin';
import { emailModule } from './modules/email/plugin';
import { metricsModule } from './modules/metrics/plugin';
import { staffModule } from './modules/staff/plugin';
import { identityModule } from './modules/identity/plugin';
import { addressRoutes } from './modules/address/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { searchRoutes } from './modules/search/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { paymentModule } from './modules/payment/plugin';
import { couponModule } from './modules/coupon/plugin';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { createOrderModule } from './modules/order/module';
import { orderRoutes } from './modules/order/routes';
import { wireNumbersToCheckout } from './modules/numbers/integration';
import { createNumbers } from './modules/numbers/module';
import { numbersRoutes } from './modules/numbers/routes';
import { createSim, wirePacksToCheckout } from './modules/sim/module';
import { httpSms } from './modules/sim/sms-http';
import { simRoutes } from './modules/sim/routes';
import { smsInboxRoutes } from './modules/sim/inbox-routes';
import type { ModuleContext } from './lib/module';
import { defaultWebDist, registerWeb } from './web';

export type AppOptions = Pick<Env, 'BASE_PATH' | 'OPERATOR_TOKEN' | 'PUBLIC_ORIGIN' | 'LOG_LEVEL'> &
  Partial<
    Pick<Env, 'TRUST_PROXY' | 'SSR_TIMEOUT_MS' | 'SMTP_URL' | 'MAIL_FROM' | 'METRICS' | 'METRICS_TOKEN' | 'SMS_PROVIDER_URL' | 'SMS_API_KEY' | 'SMS_API_SECRET' | 'SMS_SENDER'>
  > &
  Partial<Pick<Env, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET'>> & {
    WEB_DIST?: string;
    serveWeb?: boolean;
    /** Where the log goes (stdout by default); tests read it. */
    logStream?: NodeJS.WritableStream;
  };

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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const { db } = database;
  const base = options.BASE_PATH;
  const apiPrefix = `${base}/api`;

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'], // avatars may be https URLs
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
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
  const ctx: ModuleContext = { database, db, options, basePath: base, apiPrefix };
  for (const module of [metricsModule, healthModule, staffModule, configModule, emailModule, identityModule, paymentModule, couponModule]) await app.register(module, ctx);

  const modules = { db, operatorToken: options.OPERATOR_TOKEN };
  app.decorate('cart', createCartService(db, { basePath: base, coupons: () => app.coupons }));
  app.decorate('orders', createOrderModule(app, { db, basePath: base, publicOrigin: options.PUBLIC_ORIGIN }));
  const numbers = createNumbers(app, db);
  // SMS through the bulk-SMS provider when configured, else the outbox (whose sandbox inbox is then on).
  const { SMS_PROVIDER_URL, SMS_API_KEY, SMS_API_SECRET, SMS_SENDER } = options;
  const sim = createSim(app, db, SMS_PROVIDER_URL ? httpSms({ url: SMS_PROVIDER_URL, apiKey: SMS_API_KEY!, apiSecret: SMS_API_SECRET!, sender: SMS_SENDER! }) : undefined);
  wireNumbersToCheckout(app);
  wirePacksToCheckout(app);
  await app.register(
    async (api) => {
      await api.register(contentRoutes, modules);
      await api.register(contactRoutes, modules);
      await api.register(addressRoutes, modules);
      await api.register(catalogRoutes, modules);
      await api.register(searchRoutes, modules);
      await api.register(wishlistRoutes, modules);
      await api.register(cartRoutes, { db, cart: app.cart });
      await api.register(orderRoutes, { db, orders: app.orders });
      await api.register(numbersRoutes, { db, numbers });
      await api.register(simRoutes, { db, numbers, cart: app.cart, ...sim });
      await api.register(smsInboxRoutes, { db, sms: sim.sms });
    },
    { prefix: apiPrefix },
  );

  if (options.serveWeb !== false) await registerFavicon(app, base);
  if (options.serveWeb !== false) await registerWeb(app, { db, basePath: base, dist: options.WEB_DIST ?? defaultWebDist, renderTimeoutMs: options.SSR_TIMEOUT_MS });
  return app;
}
