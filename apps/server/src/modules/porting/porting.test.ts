import { SANDBOX_PORTING_HOLDER_ID } from '@store/domain/porting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';

describe.each(databaseKinds)('embedded porting clearinghouse on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('knows the other operators’ numbers', async () => {
    expect(await ctx.app.porting.lookup('0812000101')).toEqual({ donor: 'ais', type: 'postpaid' });
    expect(await ctx.app.porting.lookup('0832000101')).toEqual({ donor: 'nt', type: 'prepaid' });
    expect(await ctx.app.porting.lookup('0899999999')).toBeNull();
    expect(SANDBOX_PORTING_HOLDER_ID).toHaveLength(13);
  });
});
