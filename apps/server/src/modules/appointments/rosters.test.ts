import { SLOT_CAPACITY_BY_WEEKDAY, addDays, bangkokDay, weekdayOf } from '@store/domain/appointments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';
import { auditLog } from '../staff/tables';
import { appointmentRosters, appointmentSlots } from './tables';

/** Two known, active coverage areas of the home-internet seed (Bangkok's and Nonthaburi's province-wide fibre rows). */
const AREA = 'hi-p10-ftth';
const OTHER = 'hi-p12-ftth';

type Entry = { weekday: number; period: string; capacity: number; own: number | null; inherited: number; source: string };
const entry = (roster: { entries: Entry[] }, weekday: number, period: string) => roster.entries.find((e) => e.weekday === weekday && e.period === period)!;

/** The first day on or after `from` that falls on `weekday` (0 = Sunday). */
const nextWeekday = (from: string, weekday: number) => addDays(from, (weekday - weekdayOf(from) + 7) % 7);

describe.each(databaseKinds)('weekly rosters of installation teams on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;
  let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { SWEEP_EVERY_MS: 3_600_000 });
    fulfilment = await signedInStaff(ctx.app, ['fulfilment']);
    merchandiser = await signedInStaff(ctx.app, ['merchandiser']);
  }, 240_000);
  afterAll(() => ctx.close());

  const slotsOf = async (area: string, day: string) =>
    (await fulfilment.call('GET', `/staff/appointment-slots?area_id=${area}&from=${day}&limit=2`)).json().data.items as {
      id: string;
      day: string;
      period: string;
      capacity: number;
    }[];
  const slotOf = async (area: string, day: string, period: string) => (await slotsOf(area, day)).find((s) => s.day === day && s.period === period)!;

  it('answers the rule until a roster is set: 14 entries, the default first in the list; 404 for an unknown area', async () => {
    const roster = (await fulfilment.call('GET', '/staff/appointment-rosters/default')).json().data;
    expect(roster).toMatchObject({ id: 'default', area_id: null });
    expect(roster.entries).toHaveLength(14);
    expect(roster.entries[0]).toEqual({ weekday: 0, period: 'morning', capacity: SLOT_CAPACITY_BY_WEEKDAY[0], own: null, inherited: SLOT_CAPACITY_BY_WEEKDAY[0], source: 'rule' });
    expect(entry(roster, 1, 'afternoon')).toMatchObject({ capacity: SLOT_CAPACITY_BY_WEEKDAY[1], source: 'rule' });
    expect((await fulfilment.call('GET', `/staff/appointment-rosters/${AREA}`)).json().data).toMatchObject({ id: AREA, area_id: AREA });
    const list = (await fulfilment.call('GET', '/staff/appointment-rosters')).json().data;
    expect(list.items.map((r: { id: string }) => r.id)).toEqual(['default']);
    expect(list.next_cursor).toBeNull();
    expect((await fulfilment.call('GET', '/staff/appointment-rosters/nowhere')).json().error.code).toBe('appointment_area_not_found');
    expect((await fulfilment.call('PATCH', '/staff/appointment-rosters/nowhere', { entries: [{ weekday: 1, period: 'morning', capacity: 2 }] })).statusCode).toBe(404);
  });

  it("the default's teams go to days not created yet and to created later slots still at the old teams; a slot changed on its own keeps its teams; audited", async () => {
    const today = bangkokDay(new Date());
    const saturday = nextWeekday(addDays(today, 2), 6);
    const nextSaturday = addDays(saturday, 7);
    const a = await slotOf(AREA, saturday, 'morning');
    const b = await slotOf(AREA, nextSaturday, 'morning');
    expect(a.capacity).toBe(SLOT_CAPACITY_BY_WEEKDAY[6]);
    expect((await fulfilment.call('PATCH', `/staff/appointment-slots/${b.id}`, { capacity: 5 })).statusCode).toBe(200);

    const res = await fulfilment.call('PATCH', '/staff/appointment-rosters/default', { entries: [{ weekday: 6, period: 'morning', capacity: 4 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(entry(res.json().data, 6, 'morning')).toMatchObject({ capacity: 4, own: 4, inherited: SLOT_CAPACITY_BY_WEEKDAY[6], source: 'default' });
    expect(res.json().data.applied).toBeGreaterThanOrEqual(1);
    expect(res.json().data.kept).toBeGreaterThanOrEqual(1);
    expect((await slotOf(AREA, saturday, 'morning')).capacity).toBe(4);
    expect((await slotOf(AREA, nextSaturday, 'morning')).capacity).toBe(5);
    expect((await slotOf(AREA, saturday, 'afternoon')).capacity).toBe(SLOT_CAPACITY_BY_WEEKDAY[6]);
    // A day no search has reached yet is created with the roster's teams, in every area without its own entry.
    const far = nextWeekday(addDays(today, 45), 6);
    expect((await slotOf(AREA, far, 'morning')).capacity).toBe(4);
    expect((await slotOf(OTHER, far, 'morning')).capacity).toBe(4);
    const publicSlots = (await ctx.app.inject({ method: 'GET', url: `/api/appointments/slots?area_id=${OTHER}&from=${far}&days=1` })).json().data.available_time_slots;
    expect(publicSlots.find((s: { period: string }) => s.period === 'morning')).toMatchObject({ capacity: 4, free: 4 });
    expect(entry((await fulfilment.call('GET', `/staff/appointment-rosters/${AREA}`)).json().data, 6, 'morning')).toMatchObject({
      capacity: 4,
      own: null,
      inherited: 4,
      source: 'default',
    });

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'appointment_roster'), eq(auditLog.objectId, 'default')));
    expect(audit).toMatchObject({ action: 'appointment_rosters.change', actor: expect.stringContaining(fulfilment.email), before: { entries: [] } });
    expect(audit.after).toMatchObject({ entries: [{ weekday: 6, period: 'morning', capacity: 4 }] });
  });

  it("an area's own entry wins over the default; a slot with teams booked above the new number keeps its teams; null gives the area back to the default", async () => {
    const today = bangkokDay(new Date());
    const monday = nextWeekday(addDays(today, 2), 1);
    const booked = await slotOf(AREA, monday, 'afternoon');
    const free = await slotOf(AREA, addDays(monday, 7), 'afternoon');
    const other = await slotOf(OTHER, monday, 'afternoon');
    const held = await ctx.app.appointments.hold({ slot_id: booked.id, reference: 'roster-test' });
    await ctx.app.appointments.confirm(held.id);

    const res = await fulfilment.call('PATCH', `/staff/appointment-rosters/${AREA}`, { entries: [{ weekday: 1, period: 'afternoon', capacity: 0 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(entry(res.json().data, 1, 'afternoon')).toMatchObject({ capacity: 0, own: 0, source: 'area' });
    expect((await slotOf(AREA, monday, 'afternoon')).capacity).toBe(booked.capacity);
    expect((await slotOf(AREA, addDays(monday, 7), 'afternoon')).capacity).toBe(0);
    expect((await slotOf(OTHER, monday, 'afternoon')).capacity).toBe(other.capacity);
    const closed = (await ctx.app.inject({ method: 'GET', url: `/api/appointments/slots?area_id=${AREA}&from=${addDays(monday, 7)}&days=1` })).json().data.available_time_slots;
    expect(closed.find((s: { id: string }) => s.id === free.id)).toMatchObject({ capacity: 0, free: 0 });
    const list = (await fulfilment.call('GET', '/staff/appointment-rosters')).json().data;
    expect(list.items.map((r: { id: string }) => r.id)).toEqual(['default', AREA]);

    const back = await fulfilment.call('PATCH', `/staff/appointment-rosters/${AREA}`, { entries: [{ weekday: 1, period: 'afternoon', capacity: null }] });
    expect(back.statusCode, back.body).toBe(200);
    expect(entry(back.json().data, 1, 'afternoon')).toMatchObject({ capacity: SLOT_CAPACITY_BY_WEEKDAY[1], own: null, source: 'rule' });
    expect((await slotOf(AREA, addDays(monday, 7), 'afternoon')).capacity).toBe(SLOT_CAPACITY_BY_WEEKDAY[1]);
    expect(await ctx.database.db.select().from(appointmentRosters).where(eq(appointmentRosters.areaId, AREA))).toEqual([]);
  });

  it('refuses bad entries with 400 and a role without orders.fulfil with 403, changing nothing', async () => {
    const before = await ctx.database.db.select().from(appointmentRosters);
    const slotsBefore = await ctx.database.db.select().from(appointmentSlots);
    const bad = [
      {},
      { entries: [] },
      { entries: [{ weekday: 7, period: 'morning', capacity: 2 }] },
      { entries: [{ weekday: 1, period: 'evening', capacity: 2 }] },
      { entries: [{ weekday: 1, period: 'morning', capacity: 51 }] },
      { entries: [{ weekday: 1, period: 'morning', capacity: -1 }] },
      { entries: [{ weekday: 1, period: 'morning', capacity: 2147483648 }] },
      { entries: [{ weekday: 1, period: 'morning', capacity: 1.5 }] },
      { entries: [{ weekday: 1, period: 'morning' }] },
      { entries: [{ weekday: 1, period: 'morning', capacity: 2, extra: 1 }] },
    ];
    for (const body of bad) expect((await fulfilment.call('PATCH', '/staff/appointment-rosters/default', body)).statusCode, JSON.stringify(body)).toBe(400);
    const twice = await fulfilment.call('PATCH', '/staff/appointment-rosters/default', {
      entries: [
        { weekday: 1, period: 'morning', capacity: 2 },
        { weekday: 1, period: 'morning', capacity: 3 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('roster_entry_repeated');
    expect((await fulfilment.call('GET', '/staff/appointment-rosters/a%00b')).statusCode).toBe(400);

    expect((await merchandiser.call('GET', '/staff/appointment-rosters')).statusCode).toBe(403);
    expect((await merchandiser.call('GET', '/staff/appointment-rosters/default')).statusCode).toBe(403);
    const refused = await merchandiser.call('PATCH', '/staff/appointment-rosters/default', { entries: [{ weekday: 1, period: 'morning', capacity: 9 }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('permission_denied');
    expect(await ctx.database.db.select().from(appointmentRosters)).toEqual(before);
    expect(await ctx.database.db.select().from(appointmentSlots)).toEqual(slotsBefore);
  });
});
