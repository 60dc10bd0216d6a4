import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls must come from our own origin: a browser's cross-site POST/PUT/DELETE is
 * refused with 403 (CSRF). Calls without Origin and Sec-Fetch-Site (server-to-server, CLI) pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string | undefined): void {
  // PUBLIC_ORIGIN may be written as a URL ("https://store.example/"); browsers send the bare origin.
  const configured = publicOrigin ? new URL(publicOrigin).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden('origin_not_allowed', 'Cross-site requests are not allowed.');
    const origin = request.headers.origin;
    if (!origin) return;
    const allowed = configured ?? `${request.protocol}://${request.host}`;
    if (origin !== allowed) throw forbidden('origin_not_allowed', 'This origin may not change data here.');
  });
}
