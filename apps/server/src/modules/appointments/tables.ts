import type { AppointmentPeriod, AppointmentState } from '@store/domain/appointments';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The embedded field-service scheduling system (issue 17; decision 032): one row per coverage area,
 * Bangkok day and half-day period, created lazily by the first search of that area and day.
 * `capacity` is the installation teams; `booked` (confirmed, completed, failed) and `held`
 * (initialized) count the teams taken, moved only by conditional statements (`booked + held <
 * capacity`), so concurrent holds never overbook. `area_id` is the home-internet module's coverage
 * area id, not a foreign key (the modules do not share tables).
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    areaId: text('area_id').notNull(),
    day: text('day').notNull(),
    period: text('period').$type<AppointmentPeriod>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [
    uniqueIndex('appointment_slots_area_start_idx').on(t.areaId, t.startsAt),
    check('appointment_slots_counts_check', sql`${t.booked} >= 0 and ${t.held} >= 0 and ${t.booked} + ${t.held} <= ${t.capacity}`),
  ],
);

/**
 * TMF646 appointments on the slots. `reference` is the caller's (the home-internet transaction id);
 * `hold_expires_at` is set while initialized; `reason` says why it was cancelled or failed.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => appointmentSlots.id),
    reference: text('reference').notNull(),
    state: text('state').$type<AppointmentState>().notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_slot_idx').on(t.slotId),
    index('appointments_reference_idx').on(t.reference),
    index('appointments_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.state} = 'initialized'`),
  ],
);

/**
 * The weekly roster of installation teams (decision 052): the teams a slot gets when its day is
 * created, by Bangkok weekday (0 = Sunday) and half-day. `area_id` '*' is the default of every area;
 * an area's own row wins over it; with neither, the code's rule (SLOT_CAPACITY_BY_WEEKDAY).
 */
export const appointmentRosters = pgTable(
  'appointment_rosters',
  {
    areaId: text('area_id').notNull(),
    weekday: integer('weekday').notNull(),
    period: text('period').$type<AppointmentPeriod>().notNull(),
    capacity: integer('capacity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.areaId, t.weekday, t.period] }),
    check('appointment_rosters_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('appointment_rosters_period_check', sql`${t.period} in ('morning', 'afternoon')`),
    check('appointment_rosters_capacity_check', sql`${t.capacity} between 0 and 50`),
  ],
);
