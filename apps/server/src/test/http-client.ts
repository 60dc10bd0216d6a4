import http from 'node:http';

/**
 * A small HTTP client for tests against real servers (the cluster test): a cookie jar, and the
 * loopback address the requests come from (127.0.0.x), so that each simulated shopper has its own
 * client address for the per-address rate limits, as behind a real balancer.
 */
export class HttpShopper {
  private readonly cookies = new Map<string, string>();
  constructor(readonly localAddress = '127.0.0.1') {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(base: string, method: string, path: string, options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const url = new URL(path, base);
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.form ? new URLSearchParams(options.form).toString() : undefined;
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.request(url, { method, headers, localAddress: this.localAddress, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
    for (const line of res.headers['set-cookie'] ?? []) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) <= Date.now()));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, headers: res.headers, text: res.text, json: () => JSON.parse(res.text) as { data?: any; error?: { code: string; message: string } } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** Signs up through the embedded provider (every hop through `base`, so through the balancer each may reach another process) and logs in. */
  async signUp(base: string, login: string, password = 'Sunflower42x'): Promise<string> {
    let res = await this.request(base, 'GET', '/api/auth/login?return_to=/profile&prompt=create');
    const follow = async () => {
      for (let hops = 0; hops < 10 && [302, 303].includes(res.status); hops++) {
        const next = new URL(String(res.headers.location), base);
        if (!next.pathname.startsWith('/oidc/') && !next.pathname.startsWith('/api/auth/')) return next;
        res = await this.request(base, 'GET', next.pathname + next.search);
      }
      return null;
    };
    await follow();
    const interaction = /action="([^"]+)\/(?:login|signup)\?lang=\w+"/.exec(res.text)?.[1];
    if (!interaction) throw new Error(`no sign-up form: ${res.status} ${res.text.slice(0, 300)}`);
    res = await this.request(base, 'POST', `${interaction}/signup`, { form: { name: 'Somchai Jaidee', login, password, lang: 'th' } });
    const landed = await follow();
    const code = landed?.searchParams.get('login_code');
    if (!code) throw new Error(`sign-up did not come back to the store: ${res.status} ${res.text.slice(0, 300)}`);
    const login_ = await this.request(base, 'POST', '/api/login', { json: { code } });
    if (login_.status !== 200) throw new Error(`login failed: ${login_.status} ${login_.text}`);
    return login_.json().data.user_id as string;
  }
}
