import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { seedDatabase } from '../seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { catalogProducts, catalogVariants } from '../modules/catalog/tables';
import { openDatabase, type Database } from './client';

/**
 * DATABASE_READ_URL (decision 020): the public catalogue reads go to the read database, everything
 * else to the primary. Here the "replica" is a second, migrated but empty database, so an answer
 * shows which one it came from.
 */
describe.runIf(databaseKinds.includes('postgresql'))('DATABASE_READ_URL on postgresql', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  /** The same store without a read URL, to show the primary has what the replica lacks. */
  let direct: FastifyInstance;
  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase('postgresql'), createTestDatabase('postgresql')]);
    await seedDatabase(primary.db);
    database = await openDatabase({ url: primary.url, readUrl: replica.url });
    app = await buildApp(database, { BASE_PATH: '', LOG_LEVEL: 'silent', serveWeb: false });
    direct = await buildApp(primary, { BASE_PATH: '', LOG_LEVEL: 'silent', serveWeb: false });
  });
  afterAll(async () => {
    await app.close();
    await direct.close();
    await database.close();
    await Promise.all([primary.drop(), replica.drop()]);
  });

  it('listings, facets, detail and suggestions read the replica; carts and config the primary', async () => {
    const [product] = await primary.db.select({ id: catalogProducts.id, name: catalogProducts.name }).from(catalogProducts).limit(1);
    const [variant] = await primary.db.select({ id: catalogVariants.id }).from(catalogVariants).where(eq(catalogVariants.productId, product.id)).limit(1);
    await primary.db.update(catalogVariants).set({ stock: 5 }).where(eq(catalogVariants.id, variant.id));

    const suggest = `/api/v2/search/suggestion?lang=en&q=${encodeURIComponent(product.name.en.split(' ')[0])}`;
    expect((await direct.inject('/api/products')).json().data.items.length).toBeGreaterThan(0);
    expect((await direct.inject('/api/products/facets')).json().data.brands.length).toBeGreaterThan(0);
    expect((await direct.inject(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await direct.inject(suggest)).json().data.length).toBeGreaterThan(0);

    expect((await app.inject('/api/products')).json().data.items).toEqual([]);
    expect((await app.inject('/api/products/facets')).json().data.brands).toEqual([]);
    expect((await app.inject(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await app.inject(suggest)).json().data).toEqual([]);

    const add = await app.inject({ method: 'POST', url: '/api/cart/lines', payload: { variant_id: variant.id, quantity: 1 } });
    expect(add.statusCode).toBe(201);
    expect((await app.inject('/api/config/postpaid_hold')).json().data.minutes).toBe(15);
    expect((await app.inject('/api/health')).json().data.database.kind).toBe('postgresql');
  });
});
