import type { Db } from '../../db/client';
import { pre2postOffers } from './tables';

/** The postpaid plans offered for a conversion (the SIM module's plans, by NAS code), seeded at start when none are. */
export const OFFER_SEEDS: (typeof pre2postOffers.$inferInsert)[] = [
  { nasCode: 'PP299-4G', balancePolicy: 'credited_to_first_bill', sort: 1 },
  { nasCode: 'PP399-5G', balancePolicy: 'credited_to_first_bill', sort: 2 },
  { nasCode: 'PP499-5G', balancePolicy: 'credited_to_first_bill', sort: 3 },
  { nasCode: 'PP699-5G', balancePolicy: 'kept_as_credit', sort: 4 },
];

export async function seedOffers(db: Db): Promise<void> {
  await db.insert(pre2postOffers).values(OFFER_SEEDS).onConflictDoNothing();
}
