import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inFlightRequests } from './in-flight';

/** A server like main.ts's: a "database" closed right after app.close(), used by slow handlers. */
async function serve(timeoutMs?: number) {
  const app = Fastify();
  const inFlight = inFlightRequests();
  inFlight.track(app);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  const database = { open: true, finished: [] as string[] };
  const closedOrder: string[] = [];
  /** What a handler does with the database once the gate opens; a closed pool fails it. */
  const work = async (name: string) => {
    started();
    await gate;
    if (!database.open) throw new Error('the pool is closed');
    database.finished.push(name);
    closedOrder.push('handler');
  };
  // A slow onRequest hook (the rate limit's lookup) on the routes under /hooked.
  let hookEntered!: () => void;
  const inHook = new Promise<void>((resolve) => (hookEntered = resolve));
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/hooked')) return;
    hookEntered();
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  app.get('/slow', async () => {
    await work('slow');
    return { data: 'ok' };
  });
  app.get('/hijacked', async (_request, reply) => {
    reply.hijack();
    await work('hijacked');
    reply.raw.end('ok');
  });
  app.post('/hooked', async (req) => ({ data: req.body }));
  app.get('/fast', async () => ({ data: 'fast' }));
  app.get('/callback', (_request, reply) => {
    setTimeout(() => void reply.send({ data: 'later' }), 20);
  });
  // A plugin's own onClose (a sweeper) registered before the drain runs after the handler ended;
  // one registered after the drain runs first (onClose hooks run last-registered first).
  app.addHook('onClose', async () => void closedOrder.push('sweeper'));
  inFlight.drainOnClose(app, timeoutMs);
  app.addHook('onClose', async () => void closedOrder.push('registered-after-drain'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const shutdown = async () => {
    await app.close();
    database.open = false;
  };
  return { app, port, release, handlerStarted, inHook, database, shutdown, inFlight, closedOrder };
}

/** Sends a request and destroys the connection once `when` has happened: the client has gone. */
function abandon(port: number, path: string, when: Promise<void>, method = 'GET', body?: string) {
  const req = request({ host: '127.0.0.1', port, path, method, headers: body ? { 'content-type': 'application/json', 'content-length': String(body.length + 10) } : {} });
  req.on('error', () => {});
  if (body) req.write(body);
  else req.end();
  return when.then(() => req.destroy());
}

const closeTime = async (shutdown: () => Promise<void>) => {
  const began = Date.now();
  await shutdown();
  return Date.now() - began;
};

describe('close waits for handlers still running (lib/in-flight.ts)', () => {
  it.each(['/slow', '/hijacked'])('a handler (%s) whose client has gone finishes before the database closes', async (path) => {
    const server = await serve();
    await abandon(server.port, path, server.handlerStarted);
    expect(server.inFlight.size).toBe(1);
    let closed = false;
    const closing = server.shutdown().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Fastify has closed the listener (no connection is left), but close still waits for the handler.
    expect(closed).toBe(false);
    server.release();
    await closing;
    expect(server.database.finished).toEqual([path.slice(1)]);
    expect(server.inFlight.size).toBe(0);
    expect(server.closedOrder).toEqual(['registered-after-drain', 'handler', 'sweeper']);
  });

  it('answered requests, 404s and handlers that answer later by callback are not left counted', async () => {
    const server = await serve();
    expect(await (await fetch(`http://127.0.0.1:${server.port}/fast`)).json()).toEqual({ data: 'fast' });
    expect((await fetch(`http://127.0.0.1:${server.port}/nothing-here`)).status).toBe(404);
    expect(await (await fetch(`http://127.0.0.1:${server.port}/callback`)).json()).toEqual({ data: 'later' });
    expect(server.inFlight.size).toBe(0);
    expect(await closeTime(server.shutdown)).toBeLessThan(1000);
  });

  it('a request whose client left during an onRequest hook, before its body was read, is not waited for', async () => {
    const server = await serve();
    await abandon(server.port, '/hooked', server.inHook, 'POST', '{"a":');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.inFlight.size).toBe(0);
    expect(await closeTime(server.shutdown)).toBeLessThan(1000);
  });

  it('gives up after its time limit, so a stuck handler cannot hold the process forever', async () => {
    const server = await serve(200);
    await abandon(server.port, '/slow', server.handlerStarted);
    expect(await closeTime(server.shutdown)).toBeGreaterThanOrEqual(150);
    expect(server.inFlight.size).toBe(1);
    server.release();
  });
});
