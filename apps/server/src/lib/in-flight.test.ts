import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inFlightRequests } from './in-flight';

/** A server like main.ts's: a "database" closed right after app.close(), used by a slow handler. */
async function serve(timeoutMs?: number) {
  const app = Fastify();
  const inFlight = inFlightRequests();
  inFlight.track(app);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  const database = { open: true, finished: [] as string[] };
  app.get('/slow', async () => {
    started();
    await gate;
    // What a closed pool does: the handler's work fails.
    if (!database.open) throw new Error('the pool is closed');
    database.finished.push('slow');
    closedOrder.push('handler');
    return { data: 'ok' };
  });
  const closedOrder: string[] = [];
  app.get('/fast', async () => ({ data: 'fast' }));
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
  return { app, port, release, handlerStarted, database, shutdown, inFlight, closedOrder };
}

/** Sends a GET and destroys the connection once the handler has started: the client has gone. */
function abandon(port: number, path: string, handlerStarted: Promise<void>) {
  const req = request({ host: '127.0.0.1', port, path });
  req.on('error', () => {});
  req.end();
  return handlerStarted.then(() => req.destroy());
}

describe('close waits for handlers still running (lib/in-flight.ts)', () => {
  it('a handler whose client has gone finishes before the database closes', async () => {
    const server = await serve();
    await abandon(server.port, '/slow', server.handlerStarted);
    expect(server.inFlight.size).toBe(1);
    let closed = false;
    const closing = server.shutdown().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Fastify has closed the listener (no connection is left), but close still waits for the handler.
    expect(closed).toBe(false);
    server.release();
    await closing;
    expect(server.database.finished).toEqual(['slow']);
    expect(server.inFlight.size).toBe(0);
    expect(server.closedOrder).toEqual(['registered-after-drain', 'handler', 'sweeper']);
  });

  it('answered requests are not counted, so close does not wait for them', async () => {
    const server = await serve();
    const res = await fetch(`http://127.0.0.1:${server.port}/fast`);
    expect(await res.json()).toEqual({ data: 'fast' });
    const missing = await fetch(`http://127.0.0.1:${server.port}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(server.inFlight.size).toBe(0);
    await server.shutdown();
  });

  it('gives up after its time limit, so a stuck handler cannot hold the process forever', async () => {
    const server = await serve(200);
    await abandon(server.port, '/slow', server.handlerStarted);
    const began = Date.now();
    await server.shutdown();
    expect(Date.now() - began).toBeGreaterThanOrEqual(150);
    expect(server.inFlight.size).toBe(1);
    server.release();
  });
});
