import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';

/** The CLM side of the embedded subscriber system (issue 18): package details, on-top, add-ons, home-internet accounts. */
describe.each(databaseKinds)('embedded subscriber system, CLM calls, on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());
  const subs = () => ctx.app.subscribers;

  it('gives a line with its package details, contract, bill cycle and billing address', async () => {
    const d = await subs().lineDetails('0861000021');
    expect(d.subscriber).toMatchObject({ msisdn: '0861000021', type: 'postpaid', holderIdLast4: '7771' });
    expect(d.package).toMatchObject({ nasCode: 'PP499-5G', family: '5g', monthlyFee: 49_900 });
    expect(d.contractEndsAt!.getTime()).toBeGreaterThan(Date.now());
    expect(d.billCycleDay).toBe(15);
    expect(d.billingAddress).toMatchObject({ subdistrict_id: 37, postcode: '10330' });
    await expect(subs().lineDetails('0869999999')).rejects.toMatchObject({ status: 404, code: 'subscriber_not_found' });
    await expect(subs().lineDetails('0861000009')).rejects.toMatchObject({ status: 503, code: 'subscriber_system_busy' });
  });

  it('lists packages by NAS code and the running on-top benefits only', async () => {
    const pkgs = await subs().packages(['PP699-5G', 'NOPE']);
    expect(pkgs.map((p) => p.nasCode)).toEqual(['PP699-5G']);
    const onTop = await subs().onTopBenefits('0861000020');
    expect(onTop.map((o) => o.code).sort()).toEqual(['ONTOP-10GB', 'ONTOP-YOUTUBE']);
    expect(await subs().onTopBenefits('0861000020', new Date(Date.now() + 10 * 86_400_000))).toHaveLength(1);
  });

  it('adds and removes an add-on once per reference; refuses a second and a suspended line', async () => {
    const input = { service: 'mobile' as const, serviceId: '0861000001', code: 'VAS-ROAM-ASIA', reference: 'ref-add-1' };
    const added = await subs().addVas(input);
    expect(added.code).toBe('VAS-ROAM-ASIA');
    expect((await subs().addVas(input)).subscribedAt).toEqual(added.subscribedAt);
    await expect(subs().addVas({ ...input, reference: 'ref-add-2' })).rejects.toMatchObject({ status: 409, code: 'vas_already_subscribed' });
    await expect(subs().addVas({ ...input, code: 'TOL-MESH', reference: 'ref-add-3' })).rejects.toMatchObject({ status: 404, code: 'vas_not_found' });
    await expect(subs().addVas({ ...input, serviceId: '0861000006', reference: 'ref-add-4' })).rejects.toMatchObject({ status: 409, code: 'subscriber_suspended' });
    expect((await subs().subscribedVas('mobile', '0861000001')).map((v) => v.code)).toEqual(['VAS-ROAM-ASIA']);
    await subs().removeVas({ ...input, reference: 'ref-remove-1' });
    await subs().removeVas({ ...input, reference: 'ref-remove-1' });
    await expect(subs().removeVas({ ...input, reference: 'ref-remove-2' })).rejects.toMatchObject({ status: 409, code: 'vas_not_subscribed' });
    expect(await subs().subscribedVas('mobile', '0861000001')).toEqual([]);
    const concurrent = await Promise.allSettled([1, 2, 3].map((i) => subs().addVas({ ...input, reference: `ref-race-${i}` })));
    expect(concurrent.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('knows the home-internet accounts and their add-ons', async () => {
    const a = await subs().tolAccount('9600000001');
    expect(a).toMatchObject({ accountId: '9600000001', contactMobile: '0861000030', status: 'active' });
    expect((await subs().subscribedVas('home', '9600000001')).map((v) => v.code)).toEqual(['TOL-MESH']);
    expect((await subs().vasCatalog('home')).every((v) => v.service === 'home')).toBe(true);
    await expect(subs().tolAccount('9611111111')).rejects.toMatchObject({ status: 404, code: 'tol_account_not_found' });
    await expect(subs().tolAccount('9600000009')).rejects.toMatchObject({ status: 503, code: 'subscriber_system_busy' });
    await expect(subs().subscribedVas('home', '9611111111')).rejects.toMatchObject({ status: 404, code: 'tol_account_not_found' });
  });

  it('lists the sandbox lines of issue 18 for testers', async () => {
    const lines = await subs().testLines();
    expect(lines.find((l) => l.mobile_number === '0861000020')?.notes).toContain('CLM');
  });
});
