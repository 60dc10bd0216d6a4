import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { PortInInput, ScheduleChangeInput, SubscriberChangeRecord, SubscriberRecord, SubscribersPort } from './port';
import {
  applyChangeRow,
  cancelChangeRow,
  changeRow,
  dueChangeIds,
  insertChange,
  insertSubscriber,
  scheduledChangeRow,
  subscriberRow,
  type ChangeRow,
  type SubscriberRow,
} from './repository';
import { HOLDER_HMAC_PURPOSE } from './seed';
import { embeddedClm } from './embedded-clm';

/** How long a busy subscriber system asks callers to wait. */
export const BUSY_RETRY_AFTER_S = 30;

export const busy = () =>
  new AppError('unavailable', 'subscriber_system_busy', 'The subscriber system is busy. Please try again in a moment.', { retry_after_s: BUSY_RETRY_AFTER_S });
const unknownNumber = () => notFound('subscriber_not_found', 'This number is not one of ours.');

export const toSubscriber = (r: SubscriberRow): SubscriberRecord => ({
  msisdn: r.msisdn,
  type: r.type,
  holderIdLast4: r.holderIdLast4,
  package: { nas_code: r.packageNasCode, title: { th: r.packageTitleTh, en: r.packageTitleEn } },
  activatedAt: r.activatedAt,
  balance: r.balance,
  blacklisted: r.blacklisted,
  status: r.status,
});

export const toChange = (r: ChangeRow): SubscriberChangeRecord => ({
  id: r.id,
  msisdn: r.msisdn,
  kind: r.kind,
  to: { nas_code: r.toNasCode, title: { th: r.toTitleTh, en: r.toTitleEn } },
  effectiveAt: r.effectiveAt,
  status: r.status,
  reference: r.reference,
});

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * The embedded subscriber system (the default when SUBSCRIBERS_URL is unset): its lines and changes
 * in the store's database, the holder compared by HMAC, and the real system's failures (unknown
 * number, suspended line, a change already scheduled, and the `busy` test line).
 */
export function embeddedSubscribers(db: Db, hmac: (purpose: string, value: string) => Promise<string>): SubscribersPort {
  async function line(on: Db, msisdn: string, lock = false): Promise<SubscriberRow> {
    const row = await subscriberRow(on, msisdn, lock);
    if (!row) throw unknownNumber();
    if (row.fault === 'busy') throw busy();
    return row;
  }

  return {
    sandbox: true,
    ...embeddedClm(db, line, toSubscriber, busy),

    async lookup(msisdn, thaiId) {
      const row = await line(db, msisdn);
      return { subscriber: toSubscriber(row), holderMatches: (await hmac(HOLDER_HMAC_PURPOSE, thaiId)) === row.holderIdHash };
    },

    async scheduledChange(msisdn) {
      await line(db, msisdn);
      const row = await scheduledChangeRow(db, msisdn);
      return row ? toChange(row) : null;
    },

    async getChange(id) {
      const row = await changeRow(db, id);
      return row ? toChange(row) : null;
    },

    async scheduleChange(input: ScheduleChangeInput, tx?: Db) {
      const on = tx ?? db;
      const row = await line(on, input.msisdn);
      if (row.status === 'suspended') throw conflict('subscriber_suspended', 'This line is suspended.');
      if (input.kind === 'convert_to_postpaid' && row.type !== 'prepaid') throw conflict('subscriber_not_prepaid', 'This line is not prepaid.');
      const inserted = await insertChange(on, {
        msisdn: input.msisdn,
        kind: input.kind,
        toNasCode: input.to.nas_code,
        toTitleTh: input.to.title.th,
        toTitleEn: input.to.title.en,
        effectiveAt: input.effectiveAt,
        reference: input.reference,
      });
      if (!inserted) throw conflict('subscriber_change_pending', 'A change is already scheduled on this number.');
      return toChange(inserted);
    },

    async cancelChange(id, tx?: Db) {
      const on = tx ?? db;
      const cancelled = await cancelChangeRow(on, id, new Date());
      if (cancelled) return toChange(cancelled);
      const row = await changeRow(on, id);
      if (!row) throw notFound('subscriber_change_not_found', 'No such change.');
      return toChange(row);
    },

    async applyDue(now, each) {
      let applied = 0;
      const failures: unknown[] = [];
      // Each change in its own transaction with its listeners: one that fails is retried next time, the others go on.
      for (const id of await dueChangeIds(db, now)) {
        try {
          const done = await inTx(db, async (tx) => {
            const change = await changeRow(tx, id, true);
            if (!change || change.status !== 'scheduled' || change.effectiveAt.getTime() > now.getTime()) return false;
            await subscriberRow(tx, change.msisdn, true);
            const row = await applyChangeRow(tx, change, now);
            await each(tx, toChange(row));
            return true;
          });
          if (done) applied += 1;
        } catch (err) {
          failures.push(err);
        }
      }
      if (failures.length) throw new AggregateError(failures, `${failures.length} subscriber change(s) could not be applied`);
      return applied;
    },

    async portIn(input: PortInInput, tx?: Db) {
      const on = tx ?? db;
      const now = new Date();
      const inserted = await insertSubscriber(on, {
        msisdn: input.msisdn,
        type: input.type,
        holderIdHash: await hmac(HOLDER_HMAC_PURPOSE, input.holderThaiId),
        holderIdLast4: input.holderThaiId.slice(-4),
        packageNasCode: input.package.nas_code,
        packageTitleTh: input.package.title.th,
        packageTitleEn: input.package.title.en,
        activatedAt: now,
        balance: 0,
        status: 'active',
        notes: 'ported in',
        portedInReference: input.reference,
        updatedAt: now,
      });
      if (inserted) return toSubscriber(inserted);
      const existing = await subscriberRow(on, input.msisdn);
      if (existing && existing.portedInReference === input.reference) return toSubscriber(existing);
      throw conflict('subscriber_exists', 'This number is already a line of ours.');
    },
  };
}
