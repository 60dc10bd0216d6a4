import type { OtpSent } from '@store/domain/otp';
import { monthsBetween, type DevSubscriber } from '@store/domain/subscribers';
import { maskThaiId } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SimService } from '../sim/plugin';
import { toChange } from './embedded';
import type { PortInInput, ScheduleChangeInput, SubscriberChangeRecord, SubscriberRecord, SubscribersPort, VasChangeInput, VasServiceKind } from './port';
import { allSubscriberRows, scheduledChangeRow } from './repository';

export type {
  BillingAddressRecord,
  LineDetailsRecord,
  OnTopRecord,
  PackageDetailsRecord,
  PortInInput,
  ScheduleChangeInput,
  SubscribedVasRecord,
  SubscriberChangeRecord,
  SubscriberRecord,
  TolAccountRecord,
  VasCatalogRecord,
  VasChangeInput,
} from './port';

/** Called in the transaction that applied the change (embedded) or recorded it (remote); must be idempotent. */
export type ChangeAppliedListener = (tx: Db, change: SubscriberChangeRecord) => Promise<void>;

/**
 * The subscribers module's service (`app.subscribers`): the operator's subscriber system behind its
 * port (embedded sandbox or REST API), the OTP to the subscriber's own number (through the SIM
 * module's OTPs and SMS port), scheduling and cancelling changes, and the sweeper that applies due
 * changes and tells the listeners (`onChangeApplied`).
 */
export function createSubscribers(deps: { db: Db; port: SubscribersPort; sim: Pick<SimService, 'sendOtp'> }) {
  const { db, port } = deps;
  const listeners: ChangeAppliedListener[] = [];

  return {
    /** True while the embedded sandbox is in use. */
    sandbox: port.sandbox,

    /** The line and whether the Thai ID (13 digits) is its holder's: 404 subscriber_not_found, 503 subscriber_system_busy. */
    lookup(msisdn: string, thaiId: string): Promise<{ subscriber: SubscriberRecord; holderMatches: boolean }> {
      return port.lookup(msisdn, thaiId);
    },

    /** Whole months since the line was activated. */
    monthsActive: (subscriber: SubscriberRecord, now = new Date()) => monthsBetween(subscriber.activatedAt, now),

    /** An OTP to the subscriber's own number (flow e.g. pre_to_post), with the SIM module's limits. */
    sendOtp(userId: string, input: { msisdn: string; flow: 'pre_to_post' | 'clm'; lang: 'th' | 'en' }): Promise<OtpSent> {
      return deps.sim.sendOtp(userId, { mobile_number: input.msisdn, flow: input.flow, lang: input.lang });
    },

    scheduledChange: (msisdn: string) => port.scheduledChange(msisdn),
    getChange: (id: string) => port.getChange(id),
    /** 409 subscriber_change_pending / subscriber_suspended / subscriber_not_prepaid; `tx` keeps an embedded change in the caller's transaction. */
    scheduleChange: (input: ScheduleChangeInput, tx?: Db) => port.scheduleChange(input, tx),
    cancelChange: (id: string, tx?: Db) => port.cancelChange(id, tx),
    /** A number ported in joins the lines (issue 16): 409 subscriber_exists unless it came with the same reference; `tx` keeps it in the caller's transaction. */
    portIn: (input: PortInInput, tx?: Db) => port.portIn(input, tx),

    /** Issue 18 (CLM): a line with its package's details, contract, bill cycle and billing address (no holder ID needed: the caller proved the number). */
    lineDetails: (msisdn: string) => port.lineDetails(msisdn),
    /** Packages of the subscriber system's catalogue by NAS code. */
    packages: (nasCodes: string[]) => port.packages(nasCodes),
    onTopBenefits: (msisdn: string, now?: Date) => port.onTopBenefits(msisdn, now),
    vasCatalog: (service: VasServiceKind) => port.vasCatalog(service),
    subscribedVas: (service: VasServiceKind, serviceId: string) => port.subscribedVas(service, serviceId),
    /** 409 vas_already_subscribed / subscriber_suspended, 404 vas_not_found; a repeat with the same reference answers the same add-on. */
    addVas: (input: VasChangeInput, tx?: Db) => port.addVas(input, tx),
    /** 409 vas_not_subscribed / subscriber_suspended; a repeat with the same reference is fine. */
    removeVas: (input: VasChangeInput, tx?: Db) => port.removeVas(input, tx),
    /** A home-internet account: 404 tol_account_not_found. */
    tolAccount: (accountId: string) => port.tolAccount(accountId),

    onChangeApplied(listener: ChangeAppliedListener): void {
      listeners.push(listener);
    },

    /** Applies the changes due at `now` (tests pass a time in the future) and tells the listeners; returns how many. */
    sweep(now: Date = new Date()): Promise<number> {
      return port.applyDue(now, async (tx, change) => {
        for (const listener of listeners) await listener(tx, change);
      });
    },

    /** GET /dev/subscribers: the sandbox's lines, IDs masked (404 subscribers_sandbox_off with a real system). */
    async testLines(now = new Date()): Promise<DevSubscriber[]> {
      if (!port.sandbox) throw notFound('subscribers_sandbox_off', "The subscriber sandbox is off: the store talks to the operator's subscriber system.");
      const rows = await allSubscriberRows(db);
      return Promise.all(
        rows.map(async (r) => {
          const pending = await scheduledChangeRow(db, r.msisdn);
          const change = pending ? toChange(pending) : null;
          return {
            mobile_number: r.msisdn,
            type: r.type,
            holder_thai_id: maskThaiId(`000000000${r.holderIdLast4}`),
            package: { nas_code: r.packageNasCode, title: { th: r.packageTitleTh, en: r.packageTitleEn } },
            months: monthsBetween(r.activatedAt, now),
            balance: r.balance,
            blacklisted: r.blacklisted,
            status: r.status,
            notes: r.notes,
            pending_change: change && { id: change.id, kind: change.kind, to_nas_code: change.to.nas_code, effective_at: change.effectiveAt.toISOString(), status: change.status },
          };
        }),
      );
    },
  };
}

export type SubscribersService = ReturnType<typeof createSubscribers>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The subscribers module's service (issue 15). */
    subscribers: SubscribersService;
  }
}
