import type { RouteBody, RouteContract, RouteData, RouteParams, RouteQuery } from '@store/domain/contracts/define';
import { basePath } from './boot';

/** A failed call: HTTP status, the server's error.code and its English message (the UI translates by code). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** How requests leave: the browser's fetch, or on the server the server's own API in process (entry-server sets it). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Used by the server bundle only: sends API calls made while rendering to the server itself. */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Calls `{BASE_PATH}/api{path}` and returns the `data` field; network failures become ApiError 0. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await transport(`${basePath()}/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        accept: 'application/json',
        'accept-language': (typeof document !== 'undefined' && document.documentElement.lang) || 'th',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Network Error');
  }
  const payload = (await response.json().catch(() => null)) as { data?: T; error?: { code: string; message: string; details?: unknown } } | null;
  if (!response.ok) {
    throw new ApiError(response.status, payload?.error?.code ?? 'http_error', payload?.error?.message ?? response.statusText, payload?.error?.details);
  }
  return payload?.data as T;
}

type CallInput<C extends RouteContract> = (undefined extends RouteParams<C> ? { params?: RouteParams<C> } : { params: RouteParams<C> }) &
  (undefined extends RouteBody<C> ? { body?: RouteBody<C> } : { body: RouteBody<C> }) & {
    query?: RouteQuery<C>;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };

/**
 * The typed client: calls the route a contract of `packages/domain/src/contracts` declares, with its
 * params, query and body types, and returns its `data`. Only the contract's type is imported
 * (`import type`), so no schema reaches the bundle; method and path must be the contract's own.
 * `call<typeof getConfig>('GET', '/config/:key', { params: { key } })`.
 */
export function call<C extends RouteContract>(method: C['method'], path: C['path'], input: CallInput<C> = {} as CallInput<C>): Promise<RouteData<C>> {
  const params = (input.params ?? {}) as Record<string, string | number>;
  let url = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = input.query as Record<string, unknown> | undefined;
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
    }
    const qs = search.toString();
    if (qs) url += `?${qs}`;
  }
  return api<RouteData<C>>(url, { method, body: input.body, signal: input.signal, headers: input.headers });
}
