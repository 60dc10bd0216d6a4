import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_CUTOFF_HOURS, bangkokDay, type Appointment, type AppointmentState, type AvailableTimeSlot } from '@store/domain/appointments';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar } from '../../test/sign-in';
import { call } from '../order/testing';
import { appointmentSlots, appointments as appointmentRows } from './tables';

const HOUR = 3_600_000;

describe.each(databaseKinds)('appointments (embedded scheduling) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const changes: { id: string; state: AppointmentState; from: AppointmentState | null; reason: string | null }[] = [];
  const db = () => ctx.database.db;
  const appts = () => ctx.app.appointments;
  let areas = 0;
  /** Each test its own area, so their slots never meet. */
  const newArea = () => `test-area-${kind}-${++areas}`;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    // Areas are the home-internet module's; here every test area exists but "nowhere".
    ctx.app.appointments.useAreas(async (id) => id !== 'nowhere');
    ctx.app.appointments.onChange(async (_tx, a, from) => {
      changes.push({ id: a.id, state: a.state, from, reason: a.reason });
    });
  });
  afterAll(() => ctx.close());

  const jar = new CookieJar();
  const api = (method: 'GET' | 'POST', url: string, payload?: object, j = jar) => call(ctx.app, j, method, url, payload);
  async function slotsOf(area: string, query = ''): Promise<AvailableTimeSlot[]> {
    const res = await api('GET', `/appointments/slots?area_id=${area}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.available_time_slots;
  }
  /** The first slot of the area with `capacity` teams. */
  async function slotWith(area: string, capacity: number): Promise<AvailableTimeSlot> {
    const slot = (await slotsOf(area)).find((s) => s.capacity === capacity);
    expect(slot).toBeDefined();
    return slot!;
  }
  const freeOf = async (area: string, slotId: string) => (await slotsOf(area)).find((s) => s.id === slotId)!.free;
  const countsOf = async (slotId: string) => {
    const [row] = await db().select({ booked: appointmentSlots.booked, held: appointmentSlots.held }).from(appointmentSlots).where(eq(appointmentSlots.id, slotId));
    return row;
  };

  it('searchTimeSlot: two half-day slots a day in Bangkok time, 3 teams on weekdays and 2 at weekends, none within the 24-hour lead time', async () => {
    const area = newArea();
    const res = await api('GET', `/appointments/slots?area_id=${area}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as { area_id: string; from: string; days: number; available_time_slots: AvailableTimeSlot[] };
    expect(data).toMatchObject({ area_id: area, from: bangkokDay(new Date()), days: 14 });
    const slots = data.available_time_slots;
    // 14 days x 2, less the ones starting within 24 hours (today's, and tomorrow's before this hour).
    expect(slots.length).toBeGreaterThanOrEqual(24);
    expect(slots.length).toBeLessThanOrEqual(26);
    for (const s of slots) {
      expect(new Date(s.start).getTime() - Date.now()).toBeGreaterThanOrEqual(APPOINTMENT_CUTOFF_HOURS * HOUR);
      const weekday = new Date(`${s.day}T00:00:00Z`).getUTCDay();
      expect(s.capacity).toBe(weekday === 0 || weekday === 6 ? 2 : 3);
      expect(s.free).toBe(s.capacity);
      expect(s.start).toBe(s.period === 'morning' ? `${s.day}T02:00:00.000Z` : `${s.day}T06:00:00.000Z`);
      expect(s.end).toBe(s.period === 'morning' ? `${s.day}T05:00:00.000Z` : `${s.day}T10:00:00.000Z`);
    }
    expect([...slots].sort((a, b) => a.start.localeCompare(b.start))).toEqual(slots);
    // Lazily created once: a second search answers the same slots.
    expect((await slotsOf(area)).map((s) => s.id)).toEqual(slots.map((s) => s.id));
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.areaId, area));
    expect(n).toBe(28);
    // A window of days; never before today, never past the 60-day horizon.
    const later = await slotsOf(area, `&from=${slots[slots.length - 1].day}&days=2`);
    expect(later.map((s) => s.day)).toContain(slots[slots.length - 1].day);
    const past = await api('GET', `/appointments/slots?area_id=${area}&from=2020-01-01&days=1`);
    expect(past.json().data.from).toBe(bangkokDay(new Date()));
    const far = await api('GET', `/appointments/slots?area_id=${area}&from=2099-01-01&days=3`);
    expect(far.json().data).toMatchObject({ days: 0, available_time_slots: [] });
  });

  it('refuses bad searches with a 400 and an unknown area with a 404', async () => {
    for (const q of ['', 'area_id=a&days=29', 'area_id=a&days=0', 'area_id=a&from=2025-02-30', 'area_id=a&from=tomorrow', 'area_id=a%00b']) {
      expect((await api('GET', `/appointments/slots?${q}`)).statusCode).toBe(400);
    }
    const res = await api('GET', '/appointments/slots?area_id=nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('appointment_area_not_found');
  });

  it('200 concurrent holds of a slot with 3 teams give exactly 3 appointments', async () => {
    const area = newArea();
    const slot = await slotWith(area, 3);
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => appts().hold({ slot_id: slot.id, reference: `race-${i}` })));
    const held = results.filter((r): r is PromiseFulfilledResult<Appointment> => r.status === 'fulfilled').map((r) => r.value);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as { code?: string }).code);
    expect(held).toHaveLength(3);
    expect(refused).toHaveLength(197);
    expect(new Set(refused)).toEqual(new Set(['slot_full']));
    expect(held.every((a) => a.state === 'initialized' && a.slot_id === slot.id)).toBe(true);
    const rows = await db().select().from(appointmentRows).where(eq(appointmentRows.slotId, slot.id));
    expect(rows).toHaveLength(3);
    expect(await countsOf(slot.id)).toEqual({ booked: 0, held: 3 });
    expect(await freeOf(area, slot.id)).toBe(0);
    // Confirming them all keeps the count; a fourth still finds the slot full.
    for (const a of held) expect((await appts().confirm(a.id)).state).toBe('confirmed');
    expect(await countsOf(slot.id)).toEqual({ booked: 3, held: 0 });
    await expect(appts().hold({ slot_id: slot.id, reference: 'late' })).rejects.toMatchObject({ code: 'slot_full', status: 409 });
  });

  it('a held slot is released on expiry by the sweeper, and the listeners are told', async () => {
    const area = newArea();
    const slot = await slotWith(area, 2);
    const a = await appts().hold({ slot_id: slot.id, reference: 'tx-expiry', ttl_ms: 5 * 60_000 });
    expect(a).toMatchObject({ state: 'initialized', reference: 'tx-expiry', area_id: area, day: slot.day, period: slot.period, start: slot.start, can_reschedule: true });
    expect(new Date(a.hold_expires_at!).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(changes.at(-1)).toMatchObject({ id: a.id, state: 'initialized', from: null });
    // The same reference holding the same slot again (a retry) answers the same appointment.
    expect((await appts().hold({ slot_id: slot.id, reference: 'tx-expiry' })).id).toBe(a.id);
    expect(await freeOf(area, slot.id)).toBe(1);
    // Not yet lapsed: nothing to release.
    expect(await appts().sweep(new Date(Date.now() + 60_000))).toBe(0);
    expect(await appts().sweep(new Date(Date.now() + 6 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await appts().get(a.id)).toMatchObject({ state: 'cancelled', reason: 'hold_expired', hold_expires_at: null, can_reschedule: false });
    expect(changes.filter((c) => c.id === a.id).at(-1)).toMatchObject({ state: 'cancelled', from: 'initialized', reason: 'hold_expired' });
    expect(await countsOf(slot.id)).toEqual({ booked: 0, held: 0 });
    expect(await freeOf(area, slot.id)).toBe(2);
    // Confirming it now: the hold ran out.
    await expect(appts().confirm(a.id)).rejects.toMatchObject({ code: 'appointment_not_held', status: 409 });
  });

  it('a lapsed hold counts as free before the sweeper runs, and cannot be confirmed', async () => {
    const area = newArea();
    const slot = await slotWith(area, 2);
    const first = await appts().hold({ slot_id: slot.id, reference: 'lapse-1' });
    const second = await appts().hold({ slot_id: slot.id, reference: 'lapse-2' });
    await expect(appts().hold({ slot_id: slot.id, reference: 'lapse-3' })).rejects.toMatchObject({ code: 'slot_full' });
    await db()
      .update(appointmentRows)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointmentRows.id, first.id));
    expect(await freeOf(area, slot.id)).toBe(1);
    await expect(appts().confirm(first.id)).rejects.toMatchObject({ code: 'appointment_expired', status: 410 });
    // A new hold takes the lapsed one's team (released on the spot).
    const third = await appts().hold({ slot_id: slot.id, reference: 'lapse-3' });
    expect(third.state).toBe('initialized');
    expect(await appts().get(first.id)).toMatchObject({ state: 'cancelled', reason: 'hold_expired' });
    expect(await countsOf(slot.id)).toEqual({ booked: 0, held: 2 });
    expect((await appts().confirm(second.id)).state).toBe('confirmed');
    expect(await countsOf(slot.id)).toEqual({ booked: 1, held: 1 });
  });

  it('reschedule takes the new slot first and frees the old; a full slot leaves it where it was', async () => {
    const area = newArea();
    const [from, to, full] = (await slotsOf(area)).filter((s) => s.capacity === 3);
    const a = await appts().confirm((await appts().hold({ slot_id: from.id, reference: 'move-1' })).id);
    expect(await freeOf(area, from.id)).toBe(2);
    const moved = await appts().reschedule(a.id, to.id);
    expect(moved).toMatchObject({ id: a.id, slot_id: to.id, state: 'confirmed', start: to.start });
    expect(changes.at(-1)).toMatchObject({ id: a.id, state: 'confirmed', from: 'confirmed' });
    expect(await countsOf(from.id)).toEqual({ booked: 0, held: 0 });
    expect(await countsOf(to.id)).toEqual({ booked: 1, held: 0 });
    // A hold moves as a hold.
    const h = await appts().hold({ slot_id: from.id, reference: 'move-2' });
    await appts().reschedule(h.id, to.id);
    expect(await countsOf(to.id)).toEqual({ booked: 1, held: 1 });
    expect(await countsOf(from.id)).toEqual({ booked: 0, held: 0 });
    // Fill `full`, then try to move there.
    for (let i = 0; i < 3; i++) await appts().hold({ slot_id: full.id, reference: `fill-${i}` });
    await expect(appts().reschedule(a.id, full.id)).rejects.toMatchObject({ code: 'slot_full', status: 409 });
    expect(await appts().get(a.id)).toMatchObject({ slot_id: to.id, state: 'confirmed' });
    expect(await countsOf(to.id)).toEqual({ booked: 1, held: 1 });
    // Another area's slot, or no slot at all.
    const elsewhere = await slotWith(newArea(), 3);
    await expect(appts().reschedule(a.id, elsewhere.id)).rejects.toMatchObject({ code: 'appointment_slot_not_found', status: 404 });
    await expect(appts().reschedule(a.id, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'appointment_slot_not_found' });
  });

  it('20 concurrent moves into a slot with 3 teams move exactly 3', async () => {
    const area = newArea();
    const [target, ...sources] = (await slotsOf(area)).filter((s) => s.capacity === 3);
    const waiting: Appointment[] = [];
    for (let i = 0; i < 20; i++) waiting.push(await appts().confirm((await appts().hold({ slot_id: sources[i % 7].id, reference: `crowd-${i}` })).id));
    const results = await Promise.allSettled(waiting.map((a) => appts().reschedule(a.id, target.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(new Set(results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as { code?: string }).code))).toEqual(new Set(['slot_full']));
    expect(await countsOf(target.id)).toEqual({ booked: 3, held: 0 });
    const [{ booked }] = await db()
      .select({ booked: sql<number>`sum(${appointmentSlots.booked})`.mapWith(Number) })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.areaId, area));
    expect(booked).toBe(20);
  });

  it('reschedule is refused after the cut-off (24 hours before the start) and once over', async () => {
    const area = newArea();
    const [slot, other] = (await slotsOf(area)).filter((s) => s.capacity === 3);
    const a = await appts().confirm((await appts().hold({ slot_id: slot.id, reference: 'cutoff' })).id);
    expect(a.can_reschedule).toBe(true);
    expect(a.reschedule_until).toBe(new Date(new Date(slot.start).getTime() - 24 * HOUR).toISOString());
    // Time passes: the installation is now 20 hours away.
    const soon = new Date(Date.now() + 20 * HOUR);
    await db()
      .update(appointmentSlots)
      .set({ startsAt: soon, endsAt: new Date(soon.getTime() + 3 * HOUR) })
      .where(eq(appointmentSlots.id, slot.id));
    expect(await appts().get(a.id)).toMatchObject({ can_reschedule: false });
    await expect(appts().reschedule(a.id, other.id)).rejects.toMatchObject({ code: 'appointment_locked', status: 409 });
    // A slot that starts within the lead time cannot be held either.
    await expect(appts().hold({ slot_id: slot.id, reference: 'too-soon' })).rejects.toMatchObject({ code: 'slot_closed', status: 409 });
    // Over: completed.
    const b = await appts().confirm((await appts().hold({ slot_id: other.id, reference: 'done' })).id);
    await appts().complete(b.id);
    const [third] = (await slotsOf(area)).filter((s) => s.id !== slot.id && s.id !== other.id);
    await expect(appts().reschedule(b.id, third.id)).rejects.toMatchObject({ code: 'appointment_locked' });
  });

  it('cancel frees the team; an outcome needs a confirmed appointment', async () => {
    const area = newArea();
    const slot = await slotWith(area, 2);
    const held = await appts().hold({ slot_id: slot.id, reference: 'c-1' });
    const booked = await appts().confirm((await appts().hold({ slot_id: slot.id, reference: 'c-2' })).id);
    expect(await freeOf(area, slot.id)).toBe(0);
    expect(await appts().cancel(held.id)).toMatchObject({ state: 'cancelled', reason: 'cancelled' });
    expect(await countsOf(slot.id)).toEqual({ booked: 1, held: 0 });
    expect(await appts().cancel(booked.id, undefined, 'customer')).toMatchObject({ state: 'cancelled', reason: 'customer' });
    expect(await countsOf(slot.id)).toEqual({ booked: 0, held: 0 });
    expect(await freeOf(area, slot.id)).toBe(2);
    // Cancelling again answers it as it is; nothing else moves.
    expect((await appts().cancel(booked.id)).reason).toBe('customer');
    expect(await countsOf(slot.id)).toEqual({ booked: 0, held: 0 });
    await expect(appts().complete(booked.id)).rejects.toMatchObject({ code: 'appointment_not_confirmed', status: 409 });
    await expect(appts().confirm(booked.id)).rejects.toMatchObject({ code: 'appointment_not_held' });
    await expect(appts().get('nope')).resolves.toBeNull();
    await expect(appts().cancel('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'appointment_not_found', status: 404 });
    // A completed one cannot be cancelled, and keeps its team counted.
    const c = await appts().confirm((await appts().hold({ slot_id: slot.id, reference: 'c-3' })).id);
    expect((await appts().complete(c.id)).state).toBe('completed');
    await expect(appts().cancel(c.id)).rejects.toMatchObject({ code: 'appointment_not_cancellable' });
    expect(await countsOf(slot.id)).toEqual({ booked: 1, held: 0 });
  });

  it('the appointment hold kind: reserve checks it is still held, an expired order cancels it', async () => {
    const area = newArea();
    const slot = await slotWith(area, 3);
    const handler = () => ctx.app.lineKinds;
    expect(handler().list().holds).toContainEqual({ kind: 'appointment', owner: 'appointments' });
    const a = await appts().hold({ slot_id: slot.id, reference: 'order-1' });
    const lines = [{ hold: { kind: 'appointment' as const, id: a.id } }];
    const order = { orderId: '00000000-0000-4000-8000-000000000001', until: new Date(), userId: null };
    await db().transaction(async (tx) => handler().reserve(tx as never, lines, order));
    await db().transaction(async (tx) => {
      await appts().confirm(a.id, tx as never);
      await handler().reserve(tx as never, lines, order);
      await handler().paid(tx as never, lines, order.orderId);
    });
    expect(await appts().get(a.id)).toMatchObject({ state: 'confirmed' });
    await db().transaction(async (tx) => handler().expired(tx as never, lines));
    expect(await appts().get(a.id)).toMatchObject({ state: 'cancelled', reason: 'order_cancelled' });
    expect(await countsOf(slot.id)).toEqual({ booked: 0, held: 0 });
    await expect(db().transaction(async (tx) => handler().reserve(tx as never, lines, order))).rejects.toMatchObject({ code: 'appointment_expired', status: 409 });
    // Expired twice is harmless.
    await db().transaction(async (tx) => handler().expired(tx as never, lines));
  });

  it('the team’s outcome: staff with orders.fulfil (audited), and the sandbox route', async () => {
    const area = newArea();
    const slot = await slotWith(area, 3);
    const a = await appts().confirm((await appts().hold({ slot_id: slot.id, reference: 'staff-1' })).id);
    const b = await appts().confirm((await appts().hold({ slot_id: slot.id, reference: 'staff-2' })).id);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { email: `fulfil-${kind}@tawan.example`, display_name: 'F', password: 'staff password 12', roles: ['fulfilment'] },
    });
    expect(created.statusCode).toBe(201);
    const staff = new CookieJar();
    expect((await api('POST', '/staff/session', { email: `fulfil-${kind}@tawan.example`, password: 'staff password 12' }, staff)).statusCode).toBe(200);
    expect((await api('POST', `/staff/appointments/${a.id}/complete`, {})).statusCode).toBe(401);
    const done = await api('POST', `/staff/appointments/${a.id}/complete`, {}, staff);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: a.id, state: 'completed' });
    expect(changes.at(-1)).toMatchObject({ id: a.id, state: 'completed', from: 'confirmed' });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/audit?object_type=appointment&object_id=${a.id}`,
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    });
    expect(JSON.stringify(audit.json())).toContain('appointment.outcome');
    const failed = await api('POST', `/staff/appointments/${b.id}/complete`, { outcome: 'failed', reason: 'Nobody at home' }, staff);
    expect(failed.json().data).toMatchObject({ state: 'failed', reason: 'Nobody at home' });
    expect((await api('POST', `/staff/appointments/${b.id}/complete`, {}, staff)).json().error.code).toBe('appointment_not_confirmed');
    expect((await api('POST', '/staff/appointments/not-a-uuid/complete', {}, staff)).statusCode).toBe(400);
    expect((await api('POST', '/staff/appointments/00000000-0000-4000-8000-000000000000/complete', {}, staff)).statusCode).toBe(404);

    const c = await appts().confirm((await appts().hold({ slot_id: slot.id, reference: 'dev-1' })).id);
    const dev = await api('POST', `/dev/appointments/${c.id}/complete`, {});
    expect(dev.statusCode).toBe(200);
    expect(dev.json().data.state).toBe('completed');
  });
});
