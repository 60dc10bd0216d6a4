import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';

/**
 * Close waits for the handlers still running. Fastify's close stops accepting connections and waits
 * for open ones, but a request whose client has gone (a closed tab, a proxy's timeout) has no
 * connection left while its handler still runs: without this, main.ts closed the database under it
 * and the handler failed on a closed pool (a 500 in the log for a client that was gone, and work
 * half done). Each route's handler is wrapped (onRoute) and counted from its call until it returns
 * or its promise settles, whatever happens to the reply: an async handler that hijacks the reply
 * (the sign-in provider's) is counted until it has finished too. A request that never reaches its
 * handler (the client left during an onRequest hook or the body) is never counted. Close waits for
 * the count to reach 0, at most `timeoutMs`, then lets the rest go with a warning.
 *
 * Call `track` before any route is added, and `drainOnClose` after every plugin with an onClose
 * hook of its own (onClose hooks run last-registered first), so the modules' sweepers and the
 * database outlive the handlers that use them.
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
      app.addHook('onRoute', (route) => {
        const handler = route.handler as RouteHandlerMethod;
        route.handler = function (this: FastifyInstance, request, reply) {
          running.add(request);
          let result: unknown;
          try {
            result = handler.call(this, request, reply);
          } catch (err) {
            done(request);
            throw err;
          }
          // Fastify sends what the handler gives (a value, a promise of one); the same is given back.
          if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') {
            return (result as Promise<unknown>).then(
              (value: unknown) => (done(request), value),
              (err: unknown) => {
                done(request);
                throw err;
              },
            );
          }
          done(request);
          return result;
        } as RouteHandlerMethod;
      });
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
