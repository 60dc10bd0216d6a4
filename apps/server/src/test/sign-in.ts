import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A tiny cookie jar for `app.inject` tests: keeps what responses set, sends it back. */
let browsers = 0;

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** Each jar is a browser with its own client address, so rate limits of one test do not hit another. */
  readonly address = `10.${Math.floor(Math.random() * 200)}.${Math.floor(++browsers / 250) % 250}.${(browsers % 250) + 1}`;

  store(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (gone) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The Origin a browser on the test app sends (inject's default Host is localhost:80). */
export const ORIGIN = 'http://localhost:80';

export interface FlowOptions {
  /** The client address (rate limits count per address). */
  remoteAddress?: string;
  returnTo?: string;
  lang?: 'th' | 'en';
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
};

/** GET with the jar's cookies, storing what comes back. */
export async function browse(app: FastifyInstance, jar: CookieJar, url: string, options: FlowOptions = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: jar.header() }, remoteAddress: options.remoteAddress ?? jar.address });
  jar.store(response);
  return response;
}

/** A form POST from the page's own origin, like a browser. */
export async function submitForm(app: FastifyInstance, jar: CookieJar, url: string, form: Record<string, string>, options: FlowOptions = {}) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: options.remoteAddress ?? jar.address,
  });
  jar.store(response);
  return response;
}

/** Follows redirects inside the provider and the sign-in routes; stops at the first store page. */
export async function followRedirects(app: FastifyInstance, jar: CookieJar, response: LightMyRequestResponse, options: FlowOptions = {}) {
  let current = response;
  for (let hops = 0; hops < 10 && [302, 303].includes(current.statusCode); hops++) {
    const next = pathOf(String(current.headers.location));
    if (!next.startsWith('/oidc/') && !next.startsWith('/api/auth/')) return { response: current, location: next };
    current = await browse(app, jar, next, options);
  }
  return { response: current, location: null };
}

/** Opens the provider's page for a new sign-in (or sign-up) and returns its interaction path. */
export async function startSignIn(app: FastifyInstance, jar: CookieJar, kind: 'login' | 'signup', options: FlowOptions = {}) {
  const params = new URLSearchParams({ return_to: options.returnTo ?? '/profile' });
  if (kind === 'signup') params.set('prompt', 'create');
  if (options.lang) params.set('lang', options.lang);
  const first = await browse(app, jar, `/api/auth/login?${params}`, options);
  if (first.statusCode !== 302) throw new Error(`sign-in did not start: ${first.statusCode} ${first.body}`);
  const { response } = await followRedirects(app, jar, first, options);
  if (response.statusCode !== 200) throw new Error(`no interaction page: ${response.statusCode} ${response.body}`);
  const interaction = /action="([^"]+)\/(?:login|signup)\?lang=\w+"/.exec(response.body)?.[1];
  if (!interaction) throw new Error('no form on the interaction page');
  return { interaction, page: response };
}

/** Finishes a sign-in: the provider's form, the callback, then the login exchange. Returns the session cookie and user id. */
export async function finishSignIn(app: FastifyInstance, jar: CookieJar, submitted: LightMyRequestResponse, options: FlowOptions = {}) {
  const { location } = await followRedirects(app, jar, submitted, options);
  if (!location) throw new Error(`sign-in did not come back to the store: ${submitted.statusCode} ${submitted.body.slice(0, 500)}`);
  const code = new URL(location, 'http://localhost').searchParams.get('login_code');
  if (!code) throw new Error(`no login code in ${location}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { cookie: jar.header(), origin: ORIGIN },
    payload: { code },
    remoteAddress: options.remoteAddress ?? jar.address,
  });
  jar.store(login);
  if (login.statusCode !== 200) throw new Error(`login exchange failed: ${login.statusCode} ${login.body}`);
  return { userId: login.json().data.user_id as string, login, location };
}

let counter = 0;
/** A phone number no other test used (0 9 + 8 digits). */
export function uniquePhone(): string {
  counter += 1;
  return `09${String((Date.now() % 1_000_000) * 100 + counter)
    .padStart(8, '0')
    .slice(-8)}`;
}

/** Signs up a new account through the real provider and logs in; returns the user id and a jar with the session cookie. */
export async function signUp(app: FastifyInstance, account: { name?: string; login?: string; password?: string } = {}, options: FlowOptions = {}) {
  const jar = new CookieJar();
  const form = { name: account.name ?? 'Somchai Jaidee', login: account.login ?? uniquePhone(), password: account.password ?? 'Sunflower42x', lang: options.lang ?? 'th' };
  const { interaction } = await startSignIn(app, jar, 'signup', options);
  const submitted = await submitForm(app, jar, `${interaction}/signup`, form, options);
  const result = await finishSignIn(app, jar, submitted, options);
  return { ...result, jar, account: form };
}

/** Logs in an existing account through the provider's log-in form. */
export async function logIn(app: FastifyInstance, login: string, password: string, options: FlowOptions = {}) {
  const jar = new CookieJar();
  const { interaction } = await startSignIn(app, jar, 'login', options);
  const submitted = await submitForm(app, jar, `${interaction}/login`, { login, password, lang: options.lang ?? 'th' }, options);
  const result = await finishSignIn(app, jar, submitted, options);
  return { ...result, jar };
}
