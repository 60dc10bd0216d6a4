import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** True when the store's public origin is https (cookies are then Secure even behind a TLS proxy). */
    httpsOrigin: boolean;
  }
}

/**
 * State-changing calls must come from our own origin: a browser's cross-site POST/PUT/DELETE is
 * refused with 403 (CSRF). Calls without Origin and Sec-Fetch-Site (server-to-server, CLI) pass.
 * Our origin is PUBLIC_ORIGIN; without it (development), only a loopback host (localhost,
 * 127.0.0.1, [::1]) may change data from its own origin, so a foreign Host with a matching Origin
 * is refused (decision 004).
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string | undefined): void {
  // PUBLIC_ORIGIN may be written as a URL ("https://store.example/"); browsers send the bare origin.
  const configured = publicOrigin ? new URL(publicOrigin).origin : undefined;
  const httpsOrigin = configured?.startsWith('https:') ?? false;
  app.decorateRequest('httpsOrigin', false);
  app.addHook('onRequest', async (request) => {
    request.httpsOrigin = httpsOrigin;
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden('origin_not_allowed', 'Cross-site requests are not allowed.');
    const origin = request.headers.origin;
    if (!origin) return;
    if (configured ? origin === configured : LOOPBACK.test(request.hostname) && origin === `${request.protocol}://${request.host}`) return;
    throw forbidden('origin_not_allowed', 'This origin may not change data here.');
  });
}
