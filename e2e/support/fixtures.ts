import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './env';

/** Operator calls against the e2e server (Authorization: Bearer OPERATOR_TOKEN). */
export class OperatorApi {
  constructor(private readonly request: APIRequestContext) {}

  private headers() {
    return { authorization: `Bearer ${OPERATOR_TOKEN}` };
  }

  async getConfig<T = unknown>(key: string): Promise<T> {
    const response = await this.request.get(`/api/config/${key}`);
    expect(response.status(), `GET /api/config/${key}`).toBe(200);
    return ((await response.json()) as { data: T }).data;
  }

  async putConfig(key: string, value: unknown): Promise<void> {
    const response = await this.request.put(`/api/config/${key}`, { headers: this.headers(), data: value });
    expect(response.status(), `PUT /api/config/${key}: ${await response.text()}`).toBe(200);
  }

  async resetConfig(key: string): Promise<void> {
    const response = await this.request.delete(`/api/config/${key}`, { headers: this.headers() });
    expect(response.status(), `DELETE /api/config/${key}`).toBe(200);
  }

  async contactRequests(limit = 1): Promise<Array<{ id: number; contactName: string; mobileNumber: string; lang: string; status: string }>> {
    const response = await this.request.get(`/api/contact-requests?limit=${limit}`, { headers: this.headers() });
    expect(response.status(), 'GET /api/contact-requests').toBe(200);
    return ((await response.json()) as { data: Array<{ id: number; contactName: string; mobileNumber: string; lang: string; status: string }> }).data;
  }
}

export const test = base.extend<{ operator: OperatorApi }>({
  operator: async ({ request }, use) => {
    await use(new OperatorApi(request));
  },
  // A server-rendered page is painted before its scripts load (docs/decisions/013): after a
  // navigation, wait until the app is live (html[data-app=ready], set by AppProvider) so a click is
  // not lost on HTML that is not hydrated yet. Pages without the app (no #root) and tests without
  // JavaScript do not wait.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const untilLive = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready', undefined, { timeout: 20_000 });
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await untilLive();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await untilLive();
        return response;
      };
    }
    await use(page);
  },
});
export { expect };

/**
 * Records the store's window events of the given names into window.__storeEvents before any page
 * script runs; read them with storeEvents(page).
 */
export async function recordStoreEvents(page: Page, names: string[]): Promise<void> {
  await page.addInitScript((eventNames: string[]) => {
    const w = window as unknown as { __storeEvents: Array<{ name: string; detail: unknown }> };
    w.__storeEvents = [];
    for (const name of eventNames) window.addEventListener(name, (e) => w.__storeEvents.push({ name, detail: (e as CustomEvent).detail }));
  }, names);
}

export function storeEvents(page: Page): Promise<Array<{ name: string; detail: unknown }>> {
  return page.evaluate(() => (window as unknown as { __storeEvents?: Array<{ name: string; detail: unknown }> }).__storeEvents ?? []);
}

/** Waits until the app has rendered (the root has content) after a navigation. */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root > *').first()).toBeAttached();
}

/**
 * Saves a picture of a page or an element for people to look at (reviews, docs); no test reads it.
 * E2E_SCREENSHOTS=off skips them: `.ci/run` sets it, since a full-page picture costs a raster and a
 * PNG encode that no one opens there (docs/decisions/051).
 */
export async function saveScreenshot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await ('goto' in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }));
}
