import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Close waits for the handlers still running. Fastify's close stops accepting connections and waits
 * for open ones, but a request whose client has gone (a closed tab, a proxy's timeout) has no
 * connection left while its handler still runs: without this, main.ts closed the database under it
 * and the handler failed on a closed pool (a 500 in the log for a client that was gone, and work
 * half done). A request counts from its first hook until its answer is handed over (onSend) or the
 * response ends (a hijacked reply, e.g. the sign-in provider's); close waits for the count to reach
 * 0, at most `timeoutMs`, then lets the rest go with a warning.
 *
 * Call `track` first of all hooks, and `drainOnClose` after every plugin with an onClose hook of its
 * own (onClose hooks run last-registered first), so the modules' sweepers and the database outlive
 * the handlers that use them.
 */
export function inFlightRequests() {
  const running = new Set<FastifyRequest>();
  let idle: (() => void) | undefined;
  const done = (request: FastifyRequest) => {
    if (running.delete(request) && running.size === 0) idle?.();
  };
  return {
    get size() {
      return running.size;
    },
    track(app: FastifyInstance) {
      app.addHook('onRequest', async (request, reply) => {
        running.add(request);
        reply.raw.once('finish', () => done(request));
      });
      app.addHook('onSend', async (request) => done(request));
      app.addHook('onResponse', async (request) => done(request));
    },
    drainOnClose(app: FastifyInstance, timeoutMs = 10_000) {
      app.addHook('onClose', async () => {
        if (running.size === 0) return;
        const left = await new Promise<number>((resolve) => {
          const timer = setTimeout(() => resolve(running.size), timeoutMs);
          idle = () => {
            clearTimeout(timer);
            resolve(0);
          };
        });
        idle = undefined;
        if (left > 0) app.log.warn({ left }, `closing with ${left} request(s) still running after ${timeoutMs} ms`);
      });
    },
  };
}
