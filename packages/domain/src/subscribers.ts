import { z } from 'zod';
import { i18nTextSchema } from './content';

/**
 * The operator's subscriber system (BSS) as the store sees it (issue 15): a line of this operator
 * (prepaid or postpaid), its holder (compared by keyed hash, shown by the last four digits only),
 * its package, its age, its balance, the blacklist flag, its status, and the changes of type or
 * plan scheduled on it. The server's `subscribers` port answers in these terms, whichever system is
 * behind it (the embedded sandbox, or the operator's REST API).
 */
export const SUBSCRIBER_TYPES = ['prepaid', 'postpaid'] as const;
export type SubscriberType = (typeof SUBSCRIBER_TYPES)[number];

export const SUBSCRIBER_STATUSES = ['active', 'suspended'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Changes the subscriber system carries out at a stated time. */
export const SUBSCRIBER_CHANGE_KINDS = ['convert_to_postpaid', 'change_plan'] as const;
export type SubscriberChangeKind = (typeof SUBSCRIBER_CHANGE_KINDS)[number];

export const SUBSCRIBER_CHANGE_STATUSES = ['scheduled', 'applied', 'cancelled'] as const;
export type SubscriberChangeStatus = (typeof SUBSCRIBER_CHANGE_STATUSES)[number];

/** A line's package: its NAS code and title in both languages. */
export const subscriberPackageSchema = z.object({ nas_code: z.string(), title: i18nTextSchema });
export type SubscriberPackage = z.infer<typeof subscriberPackageSchema>;

/** Whole calendar months from `from` to `to` (UTC): 2025-01-31 -> 2025-02-28 is 0, -> 2025-03-01 is 1. */
export function monthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  const dayTo = to.getUTCDate() * 86_400_000 + (to.getTime() % 86_400_000);
  const dayFrom = from.getUTCDate() * 86_400_000 + (from.getTime() % 86_400_000);
  if (dayTo < dayFrom) months -= 1;
  return Math.max(0, months);
}

/** A change as the pages show it (the conversion of a pre2post order). */
export const subscriberChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(SUBSCRIBER_CHANGE_KINDS),
  to_nas_code: z.string(),
  effective_at: z.string(),
  status: z.enum(SUBSCRIBER_CHANGE_STATUSES),
});
export type SubscriberChange = z.infer<typeof subscriberChangeSchema>;

/**
 * GET /dev/subscribers (sandbox only): a seeded test line as testers read it. The holder's ID is
 * masked (the full test IDs are in the README); `notes` says what the line is for.
 */
export const devSubscriberSchema = z.object({
  mobile_number: z.string(),
  type: z.enum(SUBSCRIBER_TYPES),
  holder_thai_id: z.string(),
  package: subscriberPackageSchema,
  months: z.number().int(),
  /** Satang; negative = owed. */
  balance: z.number().int(),
  blacklisted: z.boolean(),
  status: z.enum(SUBSCRIBER_STATUSES),
  notes: z.string(),
  pending_change: subscriberChangeSchema.nullable(),
});
export type DevSubscriber = z.infer<typeof devSubscriberSchema>;
