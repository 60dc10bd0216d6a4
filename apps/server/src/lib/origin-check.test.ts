import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { registerOriginCheck } from './origin-check';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build(publicOrigin?: string) {
  app = Fastify({ trustProxy: true });
  registerErrorHandler(app);
  registerOriginCheck(app, publicOrigin);
  app.all('/thing', async () => ({ data: 'ok' }));
  await app.ready();
  return app;
}

describe('origin check (state-changing calls come from our own origin)', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('refuses a cross-site %s by Origin with 403 origin_not_allowed', async (method) => {
    const server = await build();
    const res = await server.inject({ method, url: '/thing', headers: { host: 'shop.example', origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('origin_not_allowed');
  });

  it('refuses Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const server = await build();
    const res = await server.inject({ method: 'POST', url: '/thing', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('origin_not_allowed');
  });

  it('refuses the opaque Origin "null" (sandboxed frames, data: URLs)', async () => {
    const server = await build();
    const res = await server.inject({ method: 'POST', url: '/thing', headers: { host: 'shop.example', origin: 'null' } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a sibling subdomain (same-site is not same-origin)', async () => {
    const server = await build();
    const res = await server.inject({ method: 'POST', url: '/thing', headers: { host: 'shop.example', origin: 'http://evil.shop.example', 'sec-fetch-site': 'same-site' } });
    expect(res.statusCode).toBe(403);
  });

  it('lets safe methods through whatever their origin', async () => {
    const server = await build();
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const res = await server.inject({ method, url: '/thing', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(res.statusCode, method).not.toBe(403);
    }
  });

  it('lets calls without Origin and Sec-Fetch-Site through (server-to-server, curl)', async () => {
    const server = await build();
    expect((await server.inject({ method: 'POST', url: '/thing' })).statusCode).toBe(200);
  });

  it('without PUBLIC_ORIGIN accepts the Origin of a loopback Host it came to (development)', async () => {
    const server = await build();
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const res = await server.inject({ method: 'POST', url: '/thing', headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('without PUBLIC_ORIGIN refuses a foreign Host even when its Origin matches', async () => {
    const server = await build();
    const res = await server.inject({ method: 'POST', url: '/thing', headers: { host: 'shop.example', origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('origin_not_allowed');
    const proxied = { host: 'app:3000', origin: 'https://shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
    expect((await server.inject({ method: 'POST', url: '/thing', headers: proxied })).statusCode).toBe(403);
  });

  it('behind a TLS proxy that rewrites Host, accepts PUBLIC_ORIGIN only', async () => {
    const server = await build('https://shop.example');
    const headers = { host: 'app:3000', origin: 'https://shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
    expect((await server.inject({ method: 'POST', url: '/thing', headers })).statusCode).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/thing', headers: { ...headers, origin: 'https://evil.example' } })).statusCode).toBe(403);
  });

  describe('with PUBLIC_ORIGIN', () => {
    it('accepts exactly that origin', async () => {
      const server = await build('https://store.example');
      const res = await server.inject({ method: 'POST', url: '/thing', headers: { host: 'internal:3000', origin: 'https://store.example' } });
      expect(res.statusCode).toBe(200);
    });

    it('refuses the Host-derived origin when it differs', async () => {
      const server = await build('https://store.example');
      const res = await server.inject({ method: 'POST', url: '/thing', headers: { host: 'internal:3000', origin: 'http://internal:3000' } });
      expect(res.statusCode).toBe(403);
    });

    it('ignores a trailing slash or path in the configured origin', async () => {
      for (const configured of ['https://store.example/', 'https://store.example/store']) {
        const server = await build(configured);
        const res = await server.inject({ method: 'POST', url: '/thing', headers: { origin: 'https://store.example' } });
        expect(res.statusCode, configured).toBe(200);
        await server.close();
        app = undefined;
      }
    });
  });
});
