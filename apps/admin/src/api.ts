import { HttpError } from 'react-admin';

/**
 * The store's API as the console calls it: the console is served at `{BASE_PATH}/admin/`, the API at
 * `{BASE_PATH}/api/`, so every URL is resolved against the page (no BASE_PATH baked into the bundle).
 * Replies are `{ data }` or `{ error: { code, message, details? } }` (packages/domain/src/api.ts).
 */
export function apiUrl(path: string, query?: Record<string, unknown>): string {
  const url = new URL(`../api${path}`, document.baseURI);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export interface ApiErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

/** An API failure: react-admin shows `message`; `body.error.code` picks the translated text (i18n.ts). */
export class ApiError extends HttpError {
  constructor(
    readonly code: string,
    message: string,
    status: number,
    body: ApiErrorBody,
  ) {
    super(message, status, body);
  }
}

export async function api<T>(method: string, path: string, options: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  // A FormData or a file (Blob: a picture upload) goes as it is, with the browser's or the file's type.
  const isForm = (typeof FormData !== 'undefined' && options.body instanceof FormData) || (typeof Blob !== 'undefined' && options.body instanceof Blob);
  const response = await fetch(apiUrl(path, options.query), {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData | Blob) : JSON.stringify(options.body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const body = (parsed ?? {}) as ApiErrorBody;
    const code = body.error?.code ?? `http_${response.status}`;
    throw new ApiError(code, `errors.${code}`, response.status, body);
  }
  return (parsed as { data: T }).data;
}
