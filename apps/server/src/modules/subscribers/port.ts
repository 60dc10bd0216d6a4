import type { SubscriberChangeKind, SubscriberChangeStatus, SubscriberPackage, SubscriberStatus, SubscriberType } from '@store/domain/subscribers';
import type { Db } from '../../db/client';

/** A line as the subscriber system describes it (the holder's ID never leaves it: only its last four digits). */
export interface SubscriberRecord {
  msisdn: string;
  type: SubscriberType;
  holderIdLast4: string;
  package: SubscriberPackage;
  activatedAt: Date;
  /** Satang; negative = owed. */
  balance: number;
  blacklisted: boolean;
  status: SubscriberStatus;
}

export interface SubscriberChangeRecord {
  id: string;
  msisdn: string;
  kind: SubscriberChangeKind;
  to: SubscriberPackage;
  effectiveAt: Date;
  status: SubscriberChangeStatus;
  reference: string | null;
}

export interface ScheduleChangeInput {
  msisdn: string;
  kind: SubscriberChangeKind;
  /** The plan the line moves to. */
  to: SubscriberPackage;
  effectiveAt: Date;
  /** The caller's reference (the store's order id). */
  reference: string;
}

/** Where a line's or account's bills go (the address data's subdistrict id and postcode). */
export interface BillingAddressRecord {
  name: string;
  phone: string;
  line1: string;
  subdistrict_id: number;
  postcode: string;
}

/** A package of the subscriber system's catalogue (issue 18). */
export interface PackageDetailsRecord {
  nasCode: string;
  type: SubscriberType;
  family: string;
  title: { th: string; en: string };
  /** Satang a month. */
  monthlyFee: number;
  benefits: { th: string; en: string }[];
}

/** A line with what the CLM pages show: its package's details, contract, bill cycle and billing address. */
export interface LineDetailsRecord {
  subscriber: SubscriberRecord;
  /** Null when the line's package is not in the catalogue. */
  package: PackageDetailsRecord | null;
  contractEndsAt: Date | null;
  /** 1-28: the day of the month the bill cycle starts. */
  billCycleDay: number;
  billingAddress: BillingAddressRecord | null;
}

export interface OnTopRecord {
  code: string;
  title: { th: string; en: string };
  detail: { th: string; en: string };
  expiresAt: Date | null;
}

export type VasServiceKind = 'mobile' | 'home';

export interface VasCatalogRecord {
  code: string;
  service: VasServiceKind;
  title: { th: string; en: string };
  includes: { th: string; en: string }[];
  /** Satang a month. */
  monthlyPrice: number;
}

export interface SubscribedVasRecord {
  code: string;
  subscribedAt: Date;
  reference: string;
}

export interface TolAccountRecord {
  accountId: string;
  holderName: string;
  contactMobile: string;
  package: { th: string; en: string };
  status: SubscriberStatus;
  billingAddress: BillingAddressRecord;
}

export interface VasChangeInput {
  /** The line's number (mobile) or the home-internet account id (home). */
  serviceId: string;
  service: VasServiceKind;
  code: string;
  /** The caller's reference (the store's order id): a repeat with it answers the same result. */
  reference: string;
}

/** A number ported in from another operator becomes a line of ours (issue 16). */
export interface PortInInput {
  msisdn: string;
  type: SubscriberType;
  /** The holder's Thai ID (13 digits); kept by the subscriber system as its keyed hash. */
  holderThaiId: string;
  package: SubscriberPackage;
  /** The caller's reference (the store's porting id): a repeat with it answers the same line. */
  reference: string;
}

/**
 * The port to the operator's subscriber system (BSS). Failures are AppErrors shaped like the real
 * system's: 404 subscriber_not_found (not this operator's number), 503 subscriber_system_busy
 * (details.retry_after_s), 409 subscriber_exists (portIn: the number is already a line), 409 subscriber_change_pending (a change is already scheduled on the
 * number), 409 subscriber_suspended (no change on a suspended line), 404 subscriber_change_not_found.
 *
 * `tx`, where taken, lets the embedded system write in the caller's transaction (a remote system
 * ignores it).
 */
export interface SubscribersPort {
  /** True for the embedded sandbox (its dev route and seeded test lines). */
  readonly sandbox: boolean;
  /** The line and whether `thaiId` (13 digits) is its holder's. */
  lookup(msisdn: string, thaiId: string): Promise<{ subscriber: SubscriberRecord; holderMatches: boolean }>;
  /** The scheduled change of a number, or null. */
  scheduledChange(msisdn: string): Promise<SubscriberChangeRecord | null>;
  getChange(id: string): Promise<SubscriberChangeRecord | null>;
  scheduleChange(input: ScheduleChangeInput, tx?: Db): Promise<SubscriberChangeRecord>;
  /** Cancels a scheduled change (a change already applied or cancelled: returned as it is). */
  cancelChange(id: string, tx?: Db): Promise<SubscriberChangeRecord>;
  /**
   * The changes that took effect by `now`, each handed to `each` in a transaction of the store's
   * database (the embedded system applies them in that same transaction). Returns how many.
   */
  applyDue(now: Date, each: (tx: Db, change: SubscriberChangeRecord) => Promise<void>): Promise<number>;
  /** A ported-in number joins the lines (active from now, balance 0); 409 subscriber_exists unless it came with the same reference. */
  portIn(input: PortInInput, tx?: Db): Promise<SubscriberRecord>;

  /** Issue 18 (CLM): a line without its holder's ID (the caller proved the number by OTP): 404 subscriber_not_found, 503 busy. */
  lineDetails(msisdn: string): Promise<LineDetailsRecord>;
  /** Packages of the catalogue by NAS code (unknown codes are left out). */
  packages(nasCodes: string[]): Promise<PackageDetailsRecord[]>;
  /** The on-top benefits running on a line (expired ones left out). */
  onTopBenefits(msisdn: string, now?: Date): Promise<OnTopRecord[]>;
  /** The add-ons sold for a mobile line or a home-internet account. */
  vasCatalog(service: VasServiceKind): Promise<VasCatalogRecord[]>;
  /** The add-ons running on a line or account: 404 subscriber_not_found / tol_account_not_found, 503 busy. */
  subscribedVas(service: VasServiceKind, serviceId: string): Promise<SubscribedVasRecord[]>;
  /** Adds an add-on: 409 vas_already_subscribed (unless with the same reference), 404 vas_not_found, 409 subscriber_suspended. */
  addVas(input: VasChangeInput, tx?: Db): Promise<SubscribedVasRecord>;
  /** Removes an add-on: 409 vas_not_subscribed (unless removed with the same reference). */
  removeVas(input: VasChangeInput, tx?: Db): Promise<void>;
  /** A home-internet account: 404 tol_account_not_found, 503 busy. */
  tolAccount(accountId: string): Promise<TolAccountRecord>;
}
