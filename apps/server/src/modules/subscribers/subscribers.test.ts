import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import type { ScheduleChangeInput } from './service';

describe.each(databaseKinds)('embedded subscriber system on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const applied: string[] = [];
  let failNext = false;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ctx.app.subscribers.onChangeApplied(async (_tx, change) => {
      if (failNext) {
        failNext = false;
        throw new Error('listener failed');
      }
      applied.push(change.id);
    });
  });
  afterAll(() => ctx.close());

  const subs = () => ctx.app.subscribers;
  const change = (msisdn: string, over: Partial<ScheduleChangeInput> = {}): ScheduleChangeInput => ({
    msisdn,
    kind: 'convert_to_postpaid',
    to: { nas_code: 'PP499-5G', title: { th: '5G เน็ตคุ้ม 499', en: '5G Value 499' } },
    effectiveAt: new Date(Date.now() + 60_000),
    reference: `ref-${msisdn}`,
    ...over,
  });

  it('looks a line up and compares the holder by keyed hash', async () => {
    const { subscriber, holderMatches } = await subs().lookup('0861000001', '1101700123456');
    expect(holderMatches).toBe(true);
    expect(subscriber).toMatchObject({ msisdn: '0861000001', type: 'prepaid', holderIdLast4: '3456', status: 'active', blacklisted: false });
    expect(subs().monthsActive(subscriber)).toBe(24);
    expect((await subs().lookup('0861000001', '1101700234568')).holderMatches).toBe(false);
  });

  it('fails like the real system: unknown number, busy line', async () => {
    await expect(subs().lookup('0869999999', '1101700123456')).rejects.toMatchObject({ status: 404, code: 'subscriber_not_found' });
    await expect(subs().lookup('0861000009', '1101700022226')).rejects.toMatchObject({ status: 503, code: 'subscriber_system_busy', details: { retry_after_s: 30 } });
    await expect(subs().scheduleChange(change('0861000009'))).rejects.toMatchObject({ status: 503 });
  });

  it('refuses a change on a suspended line, a conversion of a postpaid line, and a second scheduled change', async () => {
    await expect(subs().scheduleChange(change('0861000006'))).rejects.toMatchObject({ status: 409, code: 'subscriber_suspended' });
    await expect(subs().scheduleChange(change('0861000004'))).rejects.toMatchObject({ status: 409, code: 'subscriber_not_prepaid' });
    const first = await subs().scheduleChange(change('0861000005'));
    expect(first.status).toBe('scheduled');
    await expect(subs().scheduleChange(change('0861000005', { kind: 'change_plan' }))).rejects.toMatchObject({ status: 409, code: 'subscriber_change_pending' });
    expect((await subs().scheduledChange('0861000005'))?.id).toBe(first.id);
    expect((await subs().cancelChange(first.id)).status).toBe('cancelled');
    expect((await subs().cancelChange(first.id)).status).toBe('cancelled');
    expect(await subs().scheduledChange('0861000005')).toBeNull();
    await expect(subs().cancelChange('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404, code: 'subscriber_change_not_found' });
  });

  it('applies a due change at its time; a failing listener undoes it and it is applied on the next run', async () => {
    const scheduled = await subs().scheduleChange(change('0861000012', { effectiveAt: new Date(Date.now() + 3_600_000) }));
    expect(await subs().sweep(new Date())).toBe(0);
    failNext = true;
    await expect(subs().sweep(new Date(Date.now() + 7_200_000))).rejects.toThrow(AggregateError);
    expect((await subs().getChange(scheduled.id))?.status).toBe('scheduled');
    expect(await subs().sweep(new Date(Date.now() + 7_200_000))).toBe(1);
    expect(applied).toContain(scheduled.id);
    expect((await subs().getChange(scheduled.id))?.status).toBe('applied');
    const { subscriber } = await subs().lookup('0861000012', '1101700055558');
    expect(subscriber).toMatchObject({ type: 'postpaid', package: { nas_code: 'PP499-5G' } });
  });

  it('seeds the test lines once', async () => {
    const { seedSubscribers } = await import('./seed');
    expect(await seedSubscribers(ctx.database.db, ctx.app.sim.hmac)).toBe(0);
  });
});
