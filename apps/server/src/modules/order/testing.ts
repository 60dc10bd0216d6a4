import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CookieJar, ORIGIN } from '../../test/sign-in';
import { catalogVariants } from '../catalog/tables';

/** Test helpers for the order module: a shopper's calls as a browser makes them. */
let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${++keys}`;

export async function call(app: FastifyInstance, jar: CookieJar, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: jar.address,
    ...(payload ? { payload } : {}),
    headers: { cookie: jar.header(), ...(method === 'GET' ? {} : { origin: ORIGIN }), ...headers },
  });
  jar.store(res);
  return res;
}

export const setStock = (db: Db, variantId: number, stock: number) =>
  db.update(catalogVariants).set({ stock, stockReserved: 0, stockSold: 0 }).where(eq(catalogVariants.id, variantId));
export async function stockOf(db: Db, variantId: number) {
  const [v] = await db
    .select({ stock: catalogVariants.stock, reserved: catalogVariants.stockReserved, sold: catalogVariants.stockSold })
    .from(catalogVariants)
    .where(eq(catalogVariants.id, variantId));
  return v;
}

export const PICKUP = { method: 'pickup', shop_id: 'bkk-siam-paragon' } as const;
export const CONTACT = { name: 'สมชาย ใจดี', phone: '0812345678' } as const;

/** A place-order body paying by PromptPay (or what `payment` says) with pickup delivery. */
export const orderBody = (payment: object = { method: 'promptpay' }, over: object = {}) => ({ delivery: PICKUP, contact: CONTACT, payment, ...over });

/** A guest with one variant in the cart. */
export async function guestWith(app: FastifyInstance, variantId: number, quantity = 1) {
  const jar = new CookieJar();
  const res = await call(app, jar, 'POST', '/cart/lines', { variant_id: variantId, quantity });
  if (res.statusCode !== 201) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
  return jar;
}

export const placeOrder = (app: FastifyInstance, jar: CookieJar, body: object, key = newKey()) => call(app, jar, 'POST', '/orders', body, { 'idempotency-key': key });
