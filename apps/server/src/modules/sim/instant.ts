import { LUCKY_NUMBER_HOLD_MS } from '@store/domain/constants';
import { isIccid, isPackHoldId, luhnCheckDigit, PACK_HOLD_PREFIX, serialMatches, type instantClaimBodySchema } from '@store/domain/instant-sim';
import { classifyNumber, digitSum, type NumberClass } from '@store/domain/msisdn';
import type { NumberHold } from '@store/domain/number-search';
import { formatMsisdn } from '@store/domain/phone';
import { formatUtcTimestamp } from '@store/domain/time';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { HoldRef } from '@store/domain/line-kinds';
import type { HoldHandler } from '../../lib/line-kinds';
import { conflict, invalid, notFound } from '../../lib/errors';
import type { NumbersService } from '../numbers/service';
import { getPackage } from './packages';
import {
  activateClaimedPack,
  claimPackRow,
  countPacks,
  detachClaimFromOrder,
  insertPacks,
  liveClaimRows,
  packByClaimId,
  packByIccid,
  packByNumber,
  packRows,
  releaseClaimedPack,
  takeClaimForOrder,
  type NewPackRow,
  type PackRow as Row,
} from './instant-repository';

type Body = z.output<typeof instantClaimBodySchema>;

/** How long a claimed pack waits for verification and checkout (as long as a lucky-number hold). */
export const PACK_CLAIM_MS = LUCKY_NUMBER_HOLD_MS;
/** The plans sold with an instant SIM are in this section. */
export const INSTANT_SECTION = 'instantsim';

export type PackHold = NumberHold & { owner: string; status: 'held' | 'sold' };

const holdIdOf = (claimId: string) => `${PACK_HOLD_PREFIX}${claimId}`;
const claimIdOf = (holdId: string) => holdId.slice(PACK_HOLD_PREFIX.length);

/** A claim shaped like a number hold (the number's fee is in the pack's shop price, so 0 here). */
function toHold(row: Row): PackHold {
  const expires = row.claimExpiresAt!;
  const cls: NumberClass = classifyNumber(row.number);
  return {
    number: row.number,
    display: formatMsisdn(row.number),
    class: cls,
    price: 0,
    digit_sum: digitSum(row.number),
    hold_id: holdIdOf(row.claimId!),
    flow: 'instantsim',
    expires_at: expires.toISOString(),
    hold_expired_date: formatUtcTimestamp(expires),
    owner: row.claimOwner!,
    status: row.status === 'activated' ? 'sold' : 'held',
  };
}

/**
 * Claims the pack in the shopper's hand to activate it online: the number and the serial printed on
 * the card must match a pack in stock (404 pack_not_found for either, so packs cannot be probed one
 * field at a time), the package must be an instant-SIM plan. One conditional UPDATE: of any number of
 * simultaneous claims one wins (409 pack_claimed for the others); the same shopper claiming again
 * gets their claim back with a fresh expiry (201 the first time, 200 after); an activated pack
 * answers 409 pack_activated.
 */
export async function claimPack(db: Db, owner: string, body: Body): Promise<{ hold: PackHold; created: boolean }> {
  const pkg = await getPackage(db, body.package_id);
  if (pkg.status !== 'active') throw notFound('package_not_found', `Package ${pkg.id} is not on sale.`);
  if (pkg.section !== INSTANT_SECTION) throw invalid('package_flow_mismatch', 'This package is not sold with an instant SIM.');
  const pack = await packByNumber(db, body.number);
  if (!pack || !serialMatches(pack.iccid, body.serial)) throw notFound('pack_not_found', 'No SIM pack has this number and serial. Please check the card.');
  if (pack.status === 'activated') throw conflict('pack_activated', 'This SIM has been activated already.');
  const taken = await claimPackRow(db, { iccid: pack.iccid, owner, claimMs: PACK_CLAIM_MS });
  if (taken) return { hold: toHold(taken), created: !(pack.status === 'claimed' && pack.claimOwner === owner) };
  const now = await packByIccid(db, pack.iccid);
  if (now?.status === 'activated') throw conflict('pack_activated', 'This SIM has been activated already.');
  throw conflict('pack_claimed', 'This SIM is being activated by someone else right now.');
}

/** The shopper's live claims (for the verify page). */
export async function listClaims(db: Db, owner: string): Promise<PackHold[]> {
  const rows = await liveClaimRows(db, owner);
  return rows.map(toHold);
}

/** A claim by its hold id (`pack:<uuid>`), like NumbersService.getHold: null when it ended. */
export async function getClaim(db: Db, holdId: string): Promise<PackHold | null> {
  const row = await packByClaimId(db, claimIdOf(holdId));
  return row && row.status !== 'in_stock' ? toHold(row) : null;
}

/** The hold behind a verification: a number-pool hold or an instant-SIM pack claim. */
export function liveHold(db: Db, numbers: NumbersService, holdId: string) {
  return isPackHoldId(holdId) ? getClaim(db, holdId) : numbers.getHold(db, holdId);
}

/** The typed hold of a verified number: a pack claim (`pack:<uuid>`, the id the API shows) or a pool number's hold. */
export const holdRefOf = (holdId: string): HoldRef => (isPackHoldId(holdId) ? { kind: 'sim_pack', id: holdId } : { kind: 'number', id: holdId });

const packIds = (holdIds: string[]) => holdIds.map(claimIdOf);

/**
 * Instant-SIM pack claims through the cart and the order saga (the `sim_pack` hold kind; ids are
 * `pack:<uuid>`): a removed line frees the pack; an order takes the claim, payment activates the
 * pack, an expired order frees it, a newer checkout leaves it claimed for the cart.
 */
export const simPackHolds: HoldHandler = {
  kind: 'sim_pack',
  owner: 'sim',
  async reserve(tx, holdIds, { orderId, until, userId }) {
    for (const claimId of packIds(holdIds)) {
      if (!(await takeClaimForOrder(tx, { claimId, orderId, until, userId }))) throw conflict('hold_expired', "Sorry, it's over time for reserving this mobile number.");
    }
  },
  /** Payment activates the pack, once (a second confirm finds it activated and changes nothing). */
  async paid(tx, holdIds) {
    for (const claimId of packIds(holdIds)) await activateClaimedPack(tx, claimId);
  },
  async lineRemoved(tx, holdIds) {
    await releaseClaims(tx, holdIds);
  },
  async expired(tx, holdIds) {
    await releaseClaims(tx, holdIds);
  },
  async cancelled(tx, holdIds) {
    for (const claimId of packIds(holdIds)) await detachClaimFromOrder(tx, claimId);
  },
};

async function releaseClaims(tx: Db, holdIds: string[]) {
  for (const claimId of packIds(holdIds)) await releaseClaimedPack(tx, claimId);
}

/** Operator/developer: the packs, for the stock list (and the tests' sandbox). */
export async function listPacks(db: Db, status: Row['status'] | undefined, limit: number) {
  const rows = await packRows(db, status, limit);
  return rows.map((r) => ({ iccid: r.iccid, number: r.number, batch: r.batch, status: r.status, activated_at: r.activatedAt?.toISOString() ?? null }));
}

/** Packs seeded on a fresh database: a shop batch of prepaid cards. */
export const PACK_SEED_COUNT = 40;

/**
 * Seeds PACK_SEED_COUNT packs deterministically (once): ICCID 89 66 04 + a 12-digit serial + the
 * Luhn digit; numbers 0655xxxxxx taken into the pool as stock (a number the pool has already is
 * skipped for the next one).
 */
export async function seedInstantSimPacks(db: Db, numbers: NumbersService): Promise<number> {
  if ((await countPacks(db)) > 0) return 0;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const made: NewPackRow[] = [];
    for (let k = 0; made.length < PACK_SEED_COUNT && k < PACK_SEED_COUNT * 10; k += 10) {
      const candidates = Array.from({ length: Math.min(10, PACK_SEED_COUNT - made.length) }, (_, j) => `0655${String(((k + j) * 7_919 + 104_729) % 1_000_000).padStart(6, '0')}`);
      const added = new Set(await numbers.addStockNumbers(tx, candidates));
      for (const [j, number] of candidates.entries()) {
        if (!added.has(number)) continue;
        const payload = `896604${String(202_600_000_000 + k + j).padStart(12, '0')}`;
        const iccid = payload + luhnCheckDigit(payload);
        if (!isIccid(iccid)) throw new Error(`bad ICCID ${iccid}`);
        made.push({ iccid, number, batch: `BKK-7ELEVEN-2026-${String(Math.floor((k + j) / 20) + 1).padStart(2, '0')}` });
      }
    }
    if (made.length) await insertPacks(tx, made);
    return made.length;
  });
}
