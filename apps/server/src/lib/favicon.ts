import type { FastifyInstance } from 'fastify';

/**
 * `/favicon.ico` (issue 13): pages without a `<link rel="icon">` (the sign-in pages) make the browser
 * ask for it and got a 404; it now points at the store's SVG icon for a day.
 */
export async function registerFavicon(app: FastifyInstance, basePath: string): Promise<void> {
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=86400');
    return reply.redirect(`${basePath}/favicon.svg`, 301);
  });
}
