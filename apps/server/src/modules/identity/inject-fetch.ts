import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

/** The socket address of in-process calls; the provider's rate limit lets them through. */
export const IN_PROCESS_ADDRESS = 'in-process';

function bodyOf(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('unsupported request body for an in-process call');
}

/**
 * A fetch for openid-client that calls the embedded provider in this same server (no socket, works
 * before the server listens and in `app.inject` tests) with the Host and scheme of the URL.
 */
export function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method as 'GET',
      url: target.pathname + target.search,
      headers: { ...options.headers, host: target.host, 'x-forwarded-proto': target.protocol.slice(0, -1) },
      payload: bodyOf(options.body),
      remoteAddress: IN_PROCESS_ADDRESS,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of [value].flat()) headers.append(name, String(one));
    }
    const empty = [101, 204, 205, 304].includes(response.statusCode);
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
