import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { parseLang, type Lang } from '@store/domain/lang';
import type { Db } from '../../../db/client';
import { IN_PROCESS_ADDRESS } from '../inject-fetch';
import { DEVICE_COOKIE, IDP_RATE_LIMITS } from '../limits';
import { authenticate, createAccount, parseLogin, signupProblems } from './accounts';
import { createLoginThrottle } from '../../../lib/login-throttle';
import { getOrCreateSecret, randomToken } from '../secrets';
import { cookieOptions } from '../cookies';
import { idpMessages, type IdpErrorCode } from './messages';
import { renderInteractionPage, renderMessagePage, type InteractionMode } from './pages';

export interface IdpRoutesOptions {
  db: Db;
  /** The provider serving this request's origin. */
  getProvider: (request: FastifyRequest) => Promise<Provider>;
  /** Where the plugin is registered, e.g. "/oidc" (BASE_PATH + /oidc). */
  mount: string;
  storeHref: string;
}

const css = readFileSync(new URL('./idp.css', import.meta.url), 'utf8');

/** The store's webfont files for these pages (idp.css names them), read once from @fontsource. */
const FONT_FILES = ['thai-400', 'thai-600', 'latin-400', 'latin-600'].map((s) => `ibm-plex-sans-thai-${s}-normal.woff2`);
const require = createRequire(import.meta.url);
const fonts = new Map(FONT_FILES.map((f) => [f, readFileSync(require.resolve(`@fontsource/ibm-plex-sans-thai/files/${f}`))]));

type Form = Record<string, string | undefined>;

function langOf(request: FastifyRequest, fallback?: unknown): Lang {
  const query = request.query as Form;
  const body = (request.body ?? {}) as Form;
  return parseLang(body.lang ?? query.lang ?? fallback ?? request.cookies?.lang);
}

/** A page of the provider. Its forms must send their real Origin (the origin check refuses "null", which a no-referrer policy gives form posts). */
function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(html);
}

/**
 * The embedded provider under {BASE_PATH}/oidc: the provider's own endpoints (raw bodies, handled by
 * its Koa app) and the store's server-rendered log-in and sign-up pages (its interactions).
 */
export const idpRoutes: FastifyPluginAsync<IdpRoutesOptions> = async (app, opts) => {
  const { db, getProvider, mount, storeHref } = opts;
  await app.register(interactionRoutes, { db, getProvider, mount, storeHref });
  await app.register(async (raw) => {
    // The provider reads its request bodies itself.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handlers = new WeakMap<Provider, (req: IncomingMessage, res: ServerResponse) => Promise<void>>();
    const rateLimit = { ...IDP_RATE_LIMITS.provider, allowList: (request: FastifyRequest) => request.socket.remoteAddress === IN_PROCESS_ADDRESS };
    raw.all('/*', { config: { rateLimit }, schema: { hide: true } }, async (request, reply) => {
      const provider = await opts.getProvider(request);
      let handler = handlers.get(provider);
      if (!handler) handlers.set(provider, (handler = provider.callback()));
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      req.originalUrl = req.url;
      req.url = req.url!.slice(opts.mount.length) || '/';
      await handler(req, reply.raw);
    });
  });
};

const interactionRoutes: FastifyPluginAsync<IdpRoutesOptions> = async (app, { db, getProvider, mount, storeHref }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Too many tries and other failures are pages too, in the page's language.
  app.setErrorHandler((error: Error & { statusCode?: number; status?: number }, request, reply) => {
    const lang = langOf(request);
    const m = idpMessages(lang);
    const status = error.statusCode ?? error.status ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'identity provider page failed');
    return sendHtml(reply, status, renderMessagePage(lang, mount, storeHref, status === 429 ? m.rate_limited : m.failed));
  });

  app.get('/assets/idp.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css),
  );

  app.get<{ Params: { file: string } }>('/assets/fonts/:file', { schema: { hide: true } }, async (request, reply) => {
    const font = fonts.get(request.params.file);
    if (!font) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('font/woff2').send(font);
  });

  /** The interaction of this browser, or null when its cookie is gone or names another uid. */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const provider = await getProvider(request);
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === (request.params as { uid: string }).uid ? { provider, details } : null;
    } catch {
      return null;
    }
  };
  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = langOf(request);
    return sendHtml(reply, 400, renderMessagePage(lang, mount, storeHref, idpMessages(lang).expired));
  };
  const page = (reply: FastifyReply, status: number, uid: string, lang: Lang, mode: InteractionMode, values: Form, errors: IdpErrorCode[], minutes?: number) =>
    sendHtml(reply, status, renderInteractionPage({ lang, mount, uid, mode, values: { name: values.name, login: values.login }, errors, minutes }));
  const throttle = createLoginThrottle(db, 'idp', () => getOrCreateSecret(db, 'idp-device-key', () => randomToken(32)));

  app.get('/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const found = await interactionOf(request, reply);
    if (!found) return expired(request, reply);
    const { details } = found;
    const query = request.query as Form;
    const lang = langOf(request, details.params.ui_locales);
    const mode: InteractionMode = query.mode === 'signup' || query.mode === 'login' ? query.mode : details.prompt.name === 'create' ? 'signup' : 'login';
    return page(reply, 200, details.uid, lang, mode, { login: typeof details.params.login_hint === 'string' ? details.params.login_hint : '' }, []);
  });

  app.post('/interaction/:uid/login', { config: { rateLimit: IDP_RATE_LIMITS.login }, schema: { hide: true } }, async (request, reply) => {
    const found = await interactionOf(request, reply);
    if (!found) return expired(request, reply);
    const form = (request.body ?? {}) as Form;
    const parsed = parseLogin(String(form.login ?? ''));
    const login = typeof parsed === 'string' ? null : parsed.login;
    const device = request.cookies?.[DEVICE_COOKIE];
    const paused = login ? await throttle.pausedFor(login, device) : 0;
    if (paused > 0) {
      reply.header('retry-after', String(Math.ceil(paused / 1000)));
      return page(reply, 429, found.details.uid, langOf(request), 'login', form, ['account_locked'], Math.ceil(paused / 60_000));
    }
    const account = await authenticate(db, String(form.login ?? ''), String(form.password ?? ''));
    if (!account) {
      if (login) await throttle.failed(login, device);
      return page(reply, 401, found.details.uid, langOf(request), 'login', form, ['credentials_invalid']);
    }
    // This browser may sign in to this account again even while strangers' guesses pause new devices.
    const known = await throttle.succeeded(account.login, device);
    reply.raw.setHeader(
      'set-cookie',
      app.serializeCookie(DEVICE_COOKIE, known, { ...cookieOptions(request, mount, { maxAge: 400 * 24 * 3600 }), secure: request.protocol === 'https' || request.httpsOrigin }),
    );
    reply.hijack();
    await found.provider.interactionFinished(request.raw, reply.raw, { login: { accountId: account.accountId }, create: {} }, { mergeWithLastSubmission: false });
  });

  app.post('/interaction/:uid/signup', { config: { rateLimit: IDP_RATE_LIMITS.signup }, schema: { hide: true } }, async (request, reply) => {
    const found = await interactionOf(request, reply);
    if (!found) return expired(request, reply);
    const body = (request.body ?? {}) as Form;
    const form = { name: String(body.name ?? ''), login: String(body.login ?? ''), password: String(body.password ?? '') };
    const lang = langOf(request);
    const problems = signupProblems(form);
    if (problems.length) return page(reply, 400, found.details.uid, lang, 'signup', form, problems);
    const account = await createAccount(db, form);
    if (account === 'account_exists') return page(reply, 409, found.details.uid, lang, 'signup', form, ['account_exists']);
    reply.hijack();
    await found.provider.interactionFinished(request.raw, reply.raw, { login: { accountId: account.accountId }, create: {} }, { mergeWithLastSubmission: false });
  });

  app.post('/interaction/:uid/abort', { schema: { hide: true } }, async (request, reply) => {
    const found = await interactionOf(request, reply);
    if (!found) return expired(request, reply);
    reply.hijack();
    await found.provider.interactionFinished(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
  });
};
