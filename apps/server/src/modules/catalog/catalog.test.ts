import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facetsSchema, PRODUCT_SORTS, productListSchema, type ProductCard, type ProductDetail, type ProductList } from '@store/domain/catalog';
import { compactSearchText, normalizeSearchText } from '@store/domain/search-text';
import { createTestApp, databaseKinds } from '../../test/databases';
import { selectProductPage, selectSimilarProducts, type FindSimilar } from './repository';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

describe.each(databaseKinds)('catalogue listing and detail on %s', (kind) => {
  let ctx: Ctx;
  const list = async (query: string): Promise<ProductList> => {
    const res = await ctx.app.inject(`/api/products?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    // Cached listings are sent pre-serialised: they must still match the documented schema.
    return productListSchema.parse(res.json().data);
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)) as unknown as { rows: T[] };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('is seeded with at least 300 products and 1,500 variants in Thai and English', async () => {
    const { rows: counts } = await rows<{ products: number; variants: number }>(
      sql`select (select count(*) from catalog_products)::int as products, (select count(*) from catalog_variants)::int as variants`,
    );
    expect(counts[0].products).toBeGreaterThanOrEqual(300);
    expect(counts[0].variants).toBeGreaterThanOrEqual(1500);
    const { rows: untranslated } = await rows(sql`select id from catalog_products where name->>'th' = '' or name->>'en' = '' or description->>'th' = description->>'en'`);
    expect(untranslated).toEqual([]);
    const all = await list('list=all&per_page=1');
    expect(all.total).toBe(counts[0].products);
  });

  it('searches with pg_trgm GIN indexes, not in JavaScript', async () => {
    const { rows: indexes } = await rows<{ indexdef: string }>(sql`select indexdef from pg_indexes where tablename = 'catalog_products' and indexdef like '%gin_trgm_ops%'`);
    expect(indexes.map((i) => i.indexdef).join('\n')).toMatch(
      /search_text gin_trgm_ops[\s\S]*search_compact gin_trgm_ops|search_compact gin_trgm_ops[\s\S]*search_text gin_trgm_ops/,
    );
  });

  it('pages in a stable order without repeats', async () => {
    const first = await list('list=smartphones&per_page=20&page=1');
    const second = await list('list=smartphones&per_page=20&page=2');
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(second.total);
    const ids = [...first.items, ...second.items].map((p) => p.id);
    expect(new Set(ids).size).toBe(40);
    expect((await list('list=smartphones&per_page=20&page=2')).items.map((p) => p.id)).toEqual(second.items.map((p) => p.id));
    const beyond = await list(`list=smartphones&per_page=20&page=${first.total_pages + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('filters by brand, category, capacity, colour and price range', async () => {
    const apple = await list('brand=apple&per_page=60');
    expect(apple.total).toBeGreaterThan(10);
    expect(apple.items.every((p) => p.brand.slug === 'apple')).toBe(true);

    const two = await list('brand=apple,samsung&category=tablets&per_page=60');
    expect(two.items.length).toBeGreaterThan(0);
    expect(two.items.every((p) => ['apple', 'samsung'].includes(p.brand.slug) && p.category.slug === 'tablets')).toBe(true);

    const tb = await list('capacity=1TB&per_page=60');
    expect(tb.items.length).toBeGreaterThan(0);
    expect(tb.items.every((p) => p.capacities.includes('1TB'))).toBe(true);

    const orange = await list('color=orange&per_page=60');
    expect(orange.items.every((p) => p.colors.some((c) => c.key === 'orange'))).toBe(true);

    const range = await list('min_price=1000000&max_price=2000000&per_page=60&sort=price_asc');
    expect(range.items.length).toBeGreaterThan(0);
    expect(range.items.every((p) => p.price >= 1_000_000 && p.price <= 2_000_000)).toBe(true);

    // The card price is the cheapest variant that matches: a 1 TB filter shows the 1 TB price.
    const cheapest = await list('list=smartphones&brand=apple&sort=price_asc&per_page=1');
    const proMax = await list('list=smartphones&brand=apple&capacity=1TB&sort=price_asc&per_page=1');
    expect(proMax.items[0].price).toBeGreaterThan(cheapest.items[0].price);

    const none = await list('list=tablets&category=smartphones');
    expect(none.total).toBe(0);
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = (await list('list=smartphones&sort=price_asc&per_page=60')).items.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('list=smartphones&sort=price_desc&per_page=60')).items.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0]);
    const newest = await list('sort=newest&per_page=5');
    expect(newest.sort).toBe('newest');
  });

  it('finds Thai brand and model names with or without spaces', async () => {
    const names = (l: ProductList) => l.items.map((p) => p.name.en);
    const noSpaces = await list(`q=${encodeURIComponent('ไอโฟน17โปร')}&per_page=5`);
    expect(noSpaces.sort).toBe('relevance');
    expect(names(noSpaces)[0]).toMatch(/^iPhone 17 Pro/);
    const spaced = await list(`q=${encodeURIComponent('ไอโฟน 17 โปร')}&per_page=5`);
    expect(names(spaced)[0]).toMatch(/^iPhone 17 Pro/);

    const samsung = await list(`q=${encodeURIComponent('ซัมซุง')}&per_page=60`);
    expect(samsung.total).toBeGreaterThan(20);
    expect(samsung.items.every((p) => p.brand.slug === 'samsung')).toBe(true);

    const reno = await list(`q=${encodeURIComponent('ออปโป้รีโน14')}&per_page=3`);
    expect(names(reno).every((n) => n.startsWith('OPPO Reno14'))).toBe(true);
  });

  it('forgives small English typos and finds nothing for nonsense', async () => {
    const typo = await list('q=samsnug%20galaxy&per_page=10');
    expect(typo.items.length).toBeGreaterThan(0);
    expect(typo.items.every((p) => p.brand.slug === 'samsung')).toBe(true);
    const iphone = await list('q=iphnoe%2016&per_page=5');
    expect(iphone.items[0].name.en).toMatch(/^iPhone 16/);
    expect((await list('q=zzqqxxvv')).total).toBe(0);
    expect((await list(`q=${encodeURIComponent("'; drop table catalog_products; --")}`)).total).toBe(0);
  });

  it('pages, counts and sorts the typo matches as it does exact ones', async () => {
    const pages = [await list('q=samsnug%20galaxy&per_page=60'), await list('q=samsnug%20galaxy&per_page=60&page=2')];
    const all = { total: pages[0].total, items: pages.flatMap((p) => p.items) };
    expect(all.total).toBe(all.items.length);
    expect(new Set(all.items.map((p) => p.id)).size).toBe(all.total);
    expect(all.total).toBeGreaterThan(4);
    const first = await list('q=samsnug%20galaxy&per_page=3');
    const second = await list('q=samsnug%20galaxy&per_page=3&page=2');
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(all.items.slice(0, 6).map((p) => p.id));
    const past = await list(`q=samsnug%20galaxy&per_page=3&page=${Math.ceil(all.total / 3) + 1}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.total);
    const cheapest = [await list('q=samsnug%20galaxy&per_page=60&sort=price_asc'), await list('q=samsnug%20galaxy&per_page=60&sort=price_asc&page=2')].flatMap((p) => p.items);
    const prices = cheapest.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(cheapest.map((p) => p.id))).toEqual(new Set(all.items.map((p) => p.id)));
    // Every sort answers the same matches on the similarity pass.
    for (const sort of PRODUCT_SORTS) {
      const sorted = [await list(`q=samsnug%20galaxy&per_page=60&sort=${sort}`), await list(`q=samsnug%20galaxy&per_page=60&sort=${sort}&page=2`)];
      expect(sorted[0].total, sort).toBe(all.total);
      expect(new Set(sorted.flatMap((p) => p.items).map((p) => p.id)), sort).toEqual(new Set(all.items.map((p) => p.id)));
    }
    // With a variant filter, the card's price is the cheapest matching variant's.
    const big = await list('q=samsnug%20galaxy&per_page=60&capacity=512GB&sort=price_desc');
    expect(big.items.length).toBeGreaterThan(0);
    expect(big.items.every((p) => p.capacities.includes('512GB'))).toBe(true);
    const bigPrices = big.items.map((p) => p.price);
    expect(bigPrices).toEqual([...bigPrices].sort((a, b) => b - a));
  });

  it('a search no product on sale contains skips its exact pass while remembered; a filtered search that found nothing is not remembered (decision 048)', async () => {
    const db = ctx.database.db;
    const search = (q: string) => ({ words: normalizeSearchText(q), compact: compactSearchText(q) });
    const find: FindSimilar = Object.assign((s: { words: string; compact: string }) => selectSimilarProducts(db, s), { noExact: new Set<string>() });
    // "galaxy" within Apple's products finds nothing exactly, but Samsung's have it: not remembered.
    await selectProductPage(db, { search: search('galaxy'), brands: ['apple'] }, 'relevance', 5, 0, find);
    expect([...find.noExact!]).toEqual([]);
    // As the listing's filters come (every filter key present, unset ones undefined).
    const typo = await selectProductPage(db, { search: search('samsnug galaxy'), brands: undefined, inStock: undefined }, 'relevance', 5, 0, find);
    expect(typo.total).toBeGreaterThan(0);
    expect([...find.noExact!]).toEqual([compactSearchText('samsnug galaxy')]);
    // A product renamed to contain the words: while the search is remembered its exact pass is skipped
    // (the similar products answer); once the catalogue change has emptied the set, it is found exactly.
    const [renamed] = (await rows<{ id: number }>(sql`select id from catalog_products where lifecycle_status = 'active' and brand_slug = 'apple' order by id limit 1`)).rows;
    await db.execute(sql`update catalog_products set search_compact = search_compact || 'samsnuggalaxy' where id = ${renamed.id}`);
    try {
      const skipped = await selectProductPage(db, { search: search('samsnug galaxy') }, 'relevance', 60, 0, find);
      expect(skipped.total).toBe(typo.total);
      expect(skipped.rows.map((r) => r.id)).not.toContain(renamed.id);
      find.noExact!.clear();
      const exact = await selectProductPage(db, { search: search('samsnug galaxy') }, 'relevance', 60, 0, find);
      expect(exact.rows.map((r) => r.id)).toEqual([renamed.id]);
      expect([...find.noExact!]).toEqual([]);
    } finally {
      await db.execute(sql`update catalog_products set search_compact = replace(search_compact, 'samsnuggalaxy', '') where id = ${renamed.id}`);
    }
  });

  it('refuses bad input with a clear 400, never a 500', async () => {
    const cases: [string, string][] = [
      [`q=${'x'.repeat(5000)}`, 'validation_failed'],
      ['brand=nokia', 'unknown_filter_value'],
      ['category=cars', 'unknown_filter_value'],
      ['color=ultraviolet', 'unknown_filter_value'],
      ['capacity=big', 'validation_failed'],
      ['min_price=500&max_price=100', 'validation_failed'],
      ['min_price=-1', 'validation_failed'],
      ['max_price=abc', 'validation_failed'],
      ['page=0', 'validation_failed'],
      ['per_page=1000', 'validation_failed'],
      ['sort=cheapest', 'validation_failed'],
      ['brand=' + Array.from({ length: 25 }, (_, i) => `b${i}`).join(','), 'validation_failed'],
    ];
    for (const [query, code] of cases) {
      const res = await ctx.app.inject(`/api/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe(code);
    }
    const unknownList = await ctx.app.inject('/api/products?list=no-such-list');
    expect(unknownList.statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/products/facets?q=${'ก'.repeat(5000)}`)).statusCode).toBe(400);
  });

  it('gives filter choices with counts', async () => {
    const res = await ctx.app.inject('/api/products/facets?list=smartphones');
    expect(res.statusCode).toBe(200);
    const facets = facetsSchema.parse(res.json().data);
    expect(facets.brands.find((b) => b.slug === 'apple')!.count).toBeGreaterThan(5);
    expect(facets.categories).toEqual([expect.objectContaining({ slug: 'smartphones' })]);
    expect(facets.capacities.map((c) => c.value)).toEqual(expect.arrayContaining(['128GB', '256GB', '1TB']));
    expect(facets.price.min).toBeLessThan(facets.price.max);
  });

  it('opens a product with variants, stock, prices and SEO text', async () => {
    const [card] = (await list('q=iphone%2017%20pro%20max&per_page=1')).items as ProductCard[];
    const res = await ctx.app.inject(`/api/products/${card.id}`);
    expect(res.statusCode).toBe(200);
    const product: ProductDetail = res.json().data;
    expect(product.href).toBe('/smartphones/apple/iphone-17-pro-max');
    expect(product.variants.length).toBeGreaterThan(6);
    for (const v of product.variants) {
      expect(Number.isInteger(v.price)).toBe(true);
      expect(v.stock).toBeGreaterThanOrEqual(0);
      if (v.compare_at_price !== null) expect(v.compare_at_price).toBeGreaterThan(v.price);
      expect(v.images[0]).toBe(`/product-images/${product.id}/${v.color.key}/0.svg`);
    }
    expect(new Set(product.variants.map((v) => v.capacity))).toEqual(new Set(['256GB', '512GB', '1TB', '2TB']));
    expect(product.seo.title.th).toContain('iPhone 17 Pro Max');
    expect(product.seo.description.en).toContain('iPhone 17 Pro Max');
    expect(product.faq.length).toBeGreaterThan(0);
    expect(product.price).toBe(Math.min(...product.variants.map((v) => v.price)));

    expect((await ctx.app.inject('/api/products/999999')).statusCode).toBe(404);
    expect((await ctx.app.inject('/api/products/abc')).statusCode).toBe(400);
  });

  it('finds a product by its lowercased slug path, 404 otherwise', async () => {
    const res = await ctx.app.inject('/api/product-slug/Smartphones/APPLE/iPhone-17-Pro-Max');
    expect(res.statusCode).toBe(200);
    const { product_id, href } = res.json().data;
    expect(href).toBe('/smartphones/apple/iphone-17-pro-max');
    expect((await ctx.app.inject(`/api/products/${product_id}`)).json().data.name.en).toBe('iPhone 17 Pro Max');
    const missing = await ctx.app.inject('/api/product-slug/smartphones/apple/iphone-1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('product_not_found');
    expect((await ctx.app.inject('/api/product-slug/smartphones/apple/%3Cscript%3E')).statusCode).toBe(400);
    const byPath = await ctx.app.inject('/api/products/by-path/smartphones/Apple/iphone-17-pro-max');
    expect(byPath.json().data.id).toBe(product_id);
    expect((await ctx.app.inject('/api/products/by-path/smartphones/apple/iphone-1')).statusCode).toBe(404);
  });

  it('draws product images as SVG', async () => {
    const res = await ctx.app.inject('/api/product-images/1/orange/0.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    // The picture itself, not a JSON string of it (the contract declares the 200 as a string).
    expect(res.body.startsWith('<svg')).toBe(true);
    // Revalidated on every use (an uploaded picture replaces it at once, decision 042): 304 when unchanged.
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = String(res.headers.etag);
    expect((await ctx.app.inject({ url: '/api/product-images/1/orange/0.svg', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect(res.body).toContain('#e3782b');
    expect((await ctx.app.inject('/api/product-images/1/orange/9.svg')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/product-images/1/plaid/0.svg')).statusCode).toBe(404);
  });
});

describe.each(databaseKinds)('catalogue pages, campaigns, flash sales and reminders on %s', (kind) => {
  let ctx: Ctx;
  const get = async (url: string) => ctx.app.inject(url);

  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('describes store lists and 404s unknown ones', async () => {
    const res = await get('/api/store-lists/budget-5g');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toEqual({ th: 'มือถือ 5G ราคาประหยัด', en: 'Budget 5G phones' });
    expect((await get('/api/store-lists/nothing-here')).statusCode).toBe(404);
    expect((await get('/api/store-lists/Bad_Slug!')).statusCode).toBe(400);
  });

  it('serves shops with their menu, or none when hide_menu is set', async () => {
    const apple = (await get('/api/shops/apple')).json().data;
    expect(apple.hide_menu).toBe(false);
    expect(apple.menu.length).toBeGreaterThan(0);
    expect(apple.editorials.map((e: { id: string }) => e.id)).toContain('apple-guide');
    const home = (await get('/api/shops/home-internet')).json().data;
    expect(home.hide_menu).toBe(true);
    expect(home.menu).toEqual([]);
    expect((await get('/api/shops/no-shop')).statusCode).toBe(404);
    const inShop = (await get('/api/products?shop=apple&per_page=60')).json().data;
    expect(inShop.items.every((p: ProductCard) => p.brand.slug === 'apple')).toBe(true);
  });

  it('serves editorial pages, and only inside their own shop', async () => {
    const page = await get('/api/editorials/apple-guide?shop=apple');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.products.length).toBeGreaterThan(0);
    expect((await get('/api/editorials/apple-guide?shop=samsung')).statusCode).toBe(404);
    expect((await get('/api/editorials/delivery')).json().data.title.en).toBe('Delivery');
    expect((await get('/api/editorials/unknown')).statusCode).toBe(404);
  });

  it('shows a campaign only while its status is active and now is between start and end', async () => {
    const phase = async (id: string) => {
      const data = (await get(`/api/campaigns/${id}`)).json().data;
      return { phase: data.phase, active: data.active, products: data.products.length };
    };
    expect(await phase('mega-sale')).toEqual({ phase: 'running', active: true, products: 24 });
    expect(await phase('back-to-school')).toEqual({ phase: 'ended', active: false, products: 0 });
    expect(await phase('new-year')).toEqual({ phase: 'upcoming', active: false, products: 0 });
    expect(await phase('staff-preview')).toEqual({ phase: 'inactive', active: false, products: 0 });
    expect((await get('/api/campaigns/unknown')).statusCode).toBe(404);
    expect((await get('/api/products?campaign=staff-preview')).json().data.total).toBe(0);

    // Moving the dates moves the state: the running one ends, the upcoming one starts.
    await ctx.database.db.execute(sql`update catalog_campaigns set end_at = now() - interval '1 second' where id = 'mega-sale'`);
    await ctx.database.db.execute(sql`update catalog_campaigns set start_at = now() - interval '1 minute' where id = 'new-year'`);
    expect(await phase('mega-sale')).toEqual({ phase: 'ended', active: false, products: 0 });
    expect((await phase('new-year')).phase).toBe('running');
    await ctx.database.db.execute(sql`update catalog_campaigns set status = 'inactive' where id = 'new-year'`);
    expect(await phase('new-year')).toEqual({ phase: 'inactive', active: false, products: 0 });
  });

  it('serves the running flash sale with quotas and sold-out items, and the next brand sale', async () => {
    const store = (await get('/api/flash-sales/current')).json().data;
    expect(store.phase).toBe('running');
    expect(store.items.length).toBeGreaterThan(3);
    expect(store.items.some((i: { sold_out: boolean }) => i.sold_out)).toBe(true);
    for (const item of store.items) {
      expect(item.price).toBeLessThan(item.regular_price);
      expect(item.remaining).toBe(Math.max(0, item.quota - item.sold));
    }
    const apple = (await get('/api/flash-sales/current?brand=apple')).json().data;
    expect(apple.phase).toBe('upcoming');
    expect(new Date(apple.starts_at).getTime()).toBeGreaterThan(Date.now());
    expect((await get('/api/flash-sales/current?brand=oppo')).statusCode).toBe(404);

    // The flash price shows on the product while the sale runs.
    const item = store.items.find((i: { sold_out: boolean }) => !i.sold_out);
    const product = (await get(`/api/products/${item.product.id}`)).json().data as ProductDetail;
    expect(product.variants.find((v) => v.id === item.variant_id)?.flash_sale?.price).toBe(item.price);
  });

  it('stores "notify me" requests for out-of-stock options only', async () => {
    const { rows } = (await ctx.database.db.execute(
      sql`select (select id from catalog_variants where stock = 0 order by id limit 1) as out_id, (select id from catalog_variants where stock > 0 order by id limit 1) as in_id`,
    )) as unknown as { rows: { out_id: number; in_id: number }[] };
    const { out_id: outId, in_id: inId } = rows[0];
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/stock-reminder', payload, remoteAddress: '10.1.1.1' });

    const first = await post({ variant_id: outId, mobile_number: '0812345678' });
    expect(first.statusCode).toBe(201);
    const again = await post({ variant_id: outId, mobile_number: '0812345678' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await post({ variant_id: outId, email: 'Somchai@Example.com' })).statusCode).toBe(201);

    const stored = (await ctx.database.db.execute(sql`select contact from catalog_stock_reminders where variant_id = ${outId} order by id`)) as unknown as {
      rows: { contact: string }[];
    };
    expect(stored.rows.map((r) => r.contact)).toEqual(['0812345678', 'somchai@example.com']);

    expect((await post({ variant_id: inId, mobile_number: '0812345678' })).json().error.code).toBe('variant_in_stock');
    expect((await post({ variant_id: 99_999_999, mobile_number: '0812345678' })).statusCode).toBe(404);
    expect((await post({ variant_id: outId })).statusCode).toBe(400);
    expect((await post({ variant_id: outId, mobile_number: '12345' })).statusCode).toBe(400);
  });
});
