import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/databases';

interface Response {
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  responses?: Record<string, Response>;
}

/**
 * Issue 11: every route declares its success answer in its contract (packages/domain/src/contracts),
 * so the OpenAPI document at /api/docs describes every answer. A JSON, HTML, PDF or picture answer
 * has a 2xx response with a schema; a redirect declares its 3xx; 204 has no body.
 */
describe('OpenAPI document', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    await ctx.app.ready();
  });
  afterAll(() => ctx.close());

  it('gives every operation a success response with a schema', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
    expect(operations.length).toBeGreaterThan(100);
    const described = (code: string, response: Response) =>
      code === '204' ||
      /^3\d\d$/.test(code) ||
      (/^2\d\d$/.test(code) && Object.values(response.content ?? {}).some((c) => c.schema !== undefined && JSON.stringify(c.schema) !== '{}'));
    const without = operations.filter(({ op }) => !Object.entries(op.responses ?? {}).some(([code, response]) => described(code, response))).map(({ name }) => name);
    expect(without).toEqual([]);
  });
});

/** The line kinds and hold kinds the modules register (the table in modules/README.md). */
describe('line-kind registry of the built app', () => {
  it('has the kinds the README lists, each from its module', async () => {
    const ctx = await createTestApp('pglite');
    try {
      const { kinds, holds } = ctx.app.lineKinds.list();
      expect(kinds.map((k) => `${k.type}:${k.owner}:${k.holds.join('+')}`).sort()).toEqual([
        'advancepayment:bundles:bundle',
        'device_bundle_existing:bundles:bundle',
        'device_bundle_new_customer:bundles:bundle',
        'device_bundle_prepaid:bundles:bundle',
        'device_mnp_bundle:mnp:porting',
        'family_black_truecard:loyalty:privilege',
        'home_internet:home-internet:appointment',
        'member_privilege:loyalty:privilege',
        'mnp_one_step:mnp:porting',
        'mnp_two_step:mnp:porting',
        'package_change:clm:package_change',
        'postpaid:sim:number+sim_pack',
        'pre_to_post:pre2post:conversion',
        'prepaid:sim:number+sim_pack',
        'product:cart:',
        'vas_change:clm:',
        'vlearn:university:vlearn_claim',
      ]);
      expect(holds.map((h) => `${h.kind}:${h.owner}`).sort()).toEqual([
        'appointment:appointments',
        'bundle:bundles',
        'conversion:pre2post',
        'number:numbers',
        'package_change:clm',
        'porting:mnp',
        'privilege:loyalty',
        'sim_pack:sim',
        'vlearn_claim:university',
      ]);
    } finally {
      await ctx.close();
    }
  });
});
