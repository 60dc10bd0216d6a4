import { addDays, bangkokDay } from '@store/domain/appointments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';
import { auditLog } from '../staff/tables';
import { appointmentSlots, appointments } from './tables';

/** Bangkok's province-wide fibre row (home-internet seed): a known, active coverage area. */
const AREA = 'hi-p10-ftth';

describe.each(databaseKinds)('console installation slot capacity on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;
  let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { SWEEP_EVERY_MS: 3_600_000 });
    fulfilment = await signedInStaff(ctx.app, ['fulfilment']);
    merchandiser = await signedInStaff(ctx.app, ['merchandiser']);
  }, 240_000);
  afterAll(() => ctx.close());
  const slotRow = async (id: string) => (await ctx.database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, id)))[0];
  const publicSlot = async (day: string, id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/appointments/slots?area_id=${AREA}&from=${day}&days=1` }))
      .json()
      .data.available_time_slots.find((s: { id: string }) => s.id === id);

  it("lists an area's slots by start from a day, keyset by start, creating the days it reaches", async () => {
    const today = bangkokDay(new Date());
    const first = (await fulfilment.call('GET', `/staff/appointment-slots?area_id=${AREA}&limit=4`)).json().data;
    expect(first.items).toHaveLength(4);
    expect(first.items[0].day).toBe(today);
    expect(first.items[0]).toMatchObject({ area_id: AREA, booked: 0, held: 0 });
    expect(first.next_cursor).toBe(first.items[3].start);
    const next = (await fulfilment.call('GET', `/staff/appointment-slots?area_id=${AREA}&limit=4&cursor=${encodeURIComponent(first.next_cursor)}`)).json().data;
    expect(next.items).toHaveLength(4);
    expect(Date.parse(next.items[0].start)).toBeGreaterThan(Date.parse(first.items[3].start));
    const later = addDays(today, 9);
    const fromDay = (await fulfilment.call('GET', `/staff/appointment-slots?area_id=${AREA}&from=${later}&limit=2`)).json().data.items;
    expect(fromDay.map((s: { day: string }) => s.day)).toEqual([later, later]);
    expect((await fulfilment.call('GET', '/staff/appointment-slots?area_id=nowhere')).json().error.code).toBe('appointment_area_not_found');
    expect((await fulfilment.call('GET', '/staff/appointment-slots')).statusCode).toBe(400);
    expect((await fulfilment.call('GET', `/staff/appointment-slots?area_id=${AREA}&from=2026-02-30`)).statusCode).toBe(400);
    expect((await fulfilment.call('GET', `/staff/appointment-slots/${first.items[1].id}`)).json().data).toMatchObject({ id: first.items[1].id, capacity: first.items[1].capacity });
    expect((await fulfilment.call('GET', '/staff/appointment-slots/00000000-0000-4000-8000-000000000000')).json().error.code).toBe('appointment_slot_not_found');
  });

  it('changes the teams of a slot, never below those booked and held; the slot search shows it; audited', async () => {
    const day = addDays(bangkokDay(new Date()), 4);
    const [slot] = (await fulfilment.call('GET', `/staff/appointment-slots?area_id=${AREA}&from=${day}&limit=1`)).json().data.items;
    const up = await fulfilment.call('PATCH', `/staff/appointment-slots/${slot.id}`, { capacity: 4 });
    expect(up.statusCode, up.body).toBe(200);
    const a = await ctx.app.appointments.hold({ slot_id: slot.id, reference: 'console-test-a' });
    await ctx.app.appointments.confirm(a.id);
    await ctx.app.appointments.hold({ slot_id: slot.id, reference: 'console-test-b' });
    const lapsing = await ctx.app.appointments.hold({ slot_id: slot.id, reference: 'console-test-c' });
    expect((await fulfilment.call('GET', `/staff/appointment-slots/${slot.id}`)).json().data).toMatchObject({ capacity: 4, booked: 1, held: 2, free: 1 });

    // One booked and two held (one of them lapsed, which is released first): 2 is the least.
    await ctx.database.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointments.id, lapsing.id));
    const below = await fulfilment.call('PATCH', `/staff/appointment-slots/${slot.id}`, { capacity: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error.code).toBe('slot_capacity_below_booked');
    expect((await slotRow(slot.id)).capacity).toBe(4);
    const two = await fulfilment.call('PATCH', `/staff/appointment-slots/${slot.id}`, { capacity: 2 });
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().data).toMatchObject({ capacity: 2, booked: 1, held: 1, free: 0 });
    expect((await ctx.app.appointments.get(lapsing.id))?.state).toBe('cancelled');
    expect(await publicSlot(day, slot.id)).toMatchObject({ capacity: 2, free: 0 });
    expect((await fulfilment.call('PATCH', `/staff/appointment-slots/${slot.id}`, { capacity: 5 })).statusCode).toBe(200);
    expect(await publicSlot(day, slot.id)).toMatchObject({ capacity: 5, free: 3 });

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'appointment_slot'), eq(auditLog.objectId, slot.id)));
    expect(entries).toHaveLength(3);
    expect(entries.find((e) => (e.after as { capacity: number }).capacity === 2)).toMatchObject({
      action: 'appointment_slots.capacity',
      actor: expect.stringContaining(fulfilment.email),
      before: { capacity: 4 },
    });

    for (const body of [{}, { capacity: -1 }, { capacity: 51 }, { capacity: 1.5 }, { capacity: '3' }, { capacity: 3, booked: 0 }]) {
      expect((await fulfilment.call('PATCH', `/staff/appointment-slots/${slot.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await fulfilment.call('PATCH', '/staff/appointment-slots/not-a-uuid', { capacity: 3 })).statusCode).toBe(400);
    expect((await fulfilment.call('PATCH', '/staff/appointment-slots/00000000-0000-4000-8000-000000000000', { capacity: 3 })).statusCode).toBe(404);
    expect((await slotRow(slot.id)).capacity).toBe(5);
  });

  it('a role without orders.fulfil gets 403 and nothing changes', async () => {
    const [slot] = (await fulfilment.call('GET', `/staff/appointment-slots?area_id=${AREA}&limit=1`)).json().data.items;
    const before = await slotRow(slot.id);
    expect((await merchandiser.call('GET', `/staff/appointment-slots?area_id=${AREA}`)).statusCode).toBe(403);
    expect((await merchandiser.call('GET', `/staff/appointment-slots/${slot.id}`)).statusCode).toBe(403);
    const res = await merchandiser.call('PATCH', `/staff/appointment-slots/${slot.id}`, { capacity: 9 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission_denied');
    expect(await slotRow(slot.id)).toEqual(before);
  });
});
