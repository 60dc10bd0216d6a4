import type { ServiceLineInput } from '../cart/service';
import { maskMobile } from '@store/domain/thai-id';
import { campaignPath, fortuneHoldMetaSchema, isFortuneFlow } from '@store/domain/fortune';
import { formatPrice } from '@store/domain/money';
import { ageOn, MAX_AGE, POSTPAID_MIN_AGE, type SimVerification, type simVerifyBodySchema } from '@store/domain/sim';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import type { NumbersService } from '../numbers/service';
import { checkOtp } from './otp';
import { diySummary } from '@store/domain/sim-diy';
import { DIY_SECTION, quoteDiy } from './diy';
import { holdRefOf, INSTANT_SECTION, liveHold } from './instant';
import { getPackage } from './packages';
import type { Pii } from './pii';
import { blacklistEntry, clearAddedToCart, insertVerification, markAddedToCart, verificationDiy, verificationOf, type VerificationRow } from './verification-repository';

type Body = z.output<typeof simVerifyBodySchema>;
type Row = VerificationRow;

function toVerification(row: Row, nasCode: string, holdExpiresAt: string): SimVerification {
  return {
    verification_id: row.id,
    mobile_number: maskMobile(row.mobile),
    hold_expires_at: holdExpiresAt,
    sim_meta: {
      thai_id: `${'*'.repeat(9)}${row.thaiIdLast4}`,
      number: row.number,
      dealer_code: null,
      correlation_id: row.id,
      campaign_type: row.flow,
      sim_type: row.esim ? 'esim' : 'physical-sim',
      birth_date: row.birthDate,
      hold_id: row.holdId,
      package_id: row.packageId,
      nas_code: nasCode,
      diy: row.diy ? { choice: row.diy.choice, monthly_price: row.diy.monthly_price, summary: { th: diySummary(row.diy, 'th'), en: diySummary(row.diy, 'en') } } : null,
      ...fortuneMeta(row.holdMeta),
    },
  };
}

/** The fortune a hold carried (fortune.ts fortuneHoldMetaSchema) as sim_meta's birth_time, timezone and berfuntong. */
function fortuneMeta(meta: Row['holdMeta']): Pick<SimVerification['sim_meta'], 'birth_time' | 'timezone' | 'berfuntong'> {
  const parsed = fortuneHoldMetaSchema.safeParse(meta);
  if (!parsed.success) return {};
  return { birth_time: parsed.data.birth_time, timezone: parsed.data.timezone, berfuntong: parsed.data.berfuntong };
}

/** Instant-SIM holds take the instant-SIM plans; prepaid holds prepaid plans; the other flows postpaid plans. */
function packageFits(pkg: { sim_type: string; section: string }, flow: string): boolean {
  if (flow === 'instantsim') return pkg.section === INSTANT_SECTION;
  if (flow === 'sim-diy') return pkg.section === DIY_SECTION;
  if (pkg.section === INSTANT_SECTION || pkg.section === DIY_SECTION) return false;
  return (pkg.sim_type === 'prepaid') === (flow === 'prepaid');
}

/**
 * The verify page (spec 2, 7 "Verification and activation"): the caller's live hold, the package,
 * age (postpaid needs POSTPAID_MIN_AGE), eSIM allowed, the OTP sent to the contact mobile, and the
 * blacklist. The ID is stored encrypted with an HMAC; everything returned is masked.
 */
export async function verifyBuyer(db: Db, numbers: NumbersService, pii: Pii, userId: string, body: Body, now = new Date()): Promise<SimVerification> {
  const hold = await liveHold(db, numbers, body.hold_id);
  if (!hold || hold.owner !== userId || hold.status !== 'held' || Date.parse(hold.expires_at) <= now.getTime()) {
    throw conflict('hold_expired', "Sorry, it's over time for reserving this mobile number.");
  }
  const pkg = await getPackage(db, body.package_id);
  if (pkg.status !== 'active') throw notFound('package_not_found', `Package ${pkg.id} is not on sale.`);
  if (!packageFits(pkg, hold.flow)) throw invalid('package_flow_mismatch', `This number was held for a ${hold.flow} purchase.`);
  if (body.esim && !pkg.esim_allowed) throw invalid('esim_not_allowed', 'This package is not offered as an eSIM.');
  if (hold.flow === 'sim-diy' && !body.diy) throw invalid('diy_required', 'Choose the data, calls and extras of your package.');
  if (hold.flow !== 'sim-diy' && body.diy) throw invalid('diy_not_allowed', 'Only a SIM DIY package is composed.');
  const diy = body.diy ? await quoteDiy(db, body.diy) : null;
  const age = ageOn(body.birth_date, now);
  if (age < 0 || age > MAX_AGE) throw invalid('birth_date_invalid', 'The birth date is not possible.');
  if (pkg.sim_type === 'postpaid' && age < POSTPAID_MIN_AGE) throw invalid('age_under_minimum', `A postpaid contract needs the buyer to be at least ${POSTPAID_MIN_AGE}.`);

  await checkOtp(db, pii, { requestId: body.otp_request_id, userId, mobile: body.mobile_number, code: body.otp_code }, now);

  const idHash = pii.hmac('thai-id', body.thai_id);
  if (await blacklistEntry(db, idHash)) throw forbidden('blacklisted', 'We cannot open a new number for this ID. Please contact the call centre.');

  const row = await insertVerification(db, {
    userId,
    holdId: body.hold_id,
    number: hold.number,
    packageId: pkg.id,
    flow: hold.flow,
    holdMeta: 'meta' in hold ? (hold.meta as Record<string, unknown> | null) : null,
    thaiIdEncrypted: pii.encrypt(body.thai_id),
    thaiIdHash: idHash,
    thaiIdLast4: body.thai_id.slice(-4),
    birthDate: body.birth_date,
    mobile: body.mobile_number,
    esim: body.esim,
    diy,
  });
  return toVerification(row, pkg.nas_code, hold.expires_at);
}

/** One of the caller's verifications (404 for anyone else's). */
export async function getVerification(db: Db, numbers: NumbersService, userId: string, id: string): Promise<SimVerification> {
  const row = await verificationOf(db, id, userId);
  if (!row) throw notFound('verification_not_found', 'No such verification.');
  const hold = await liveHold(db, numbers, row.holdId);
  const pkg = await getPackage(db, row.packageId);
  return toVerification(row, pkg.nas_code, hold?.expires_at ?? new Date(0).toISOString());
}

/**
 * The verified number goes to the cart as one line of its plan's type (postpaid or prepaid): the
 * number's price plus the advance payment, with the masked sim_meta and the hold (the cart drops the
 * line when the hold ends). 409 hold_expired when the hold has ended; 409 already_in_cart when the
 * hold already has a line.
 */
export async function addVerifiedLine(db: Db, numbers: NumbersService, userId: string, id: string, add: (line: ServiceLineInput) => Promise<{ cartId: string; lineId: string }>) {
  const v = await getVerification(db, numbers, userId, id);
  const diy = await verificationDiy(db, id);
  const hold = await liveHold(db, numbers, v.sim_meta.hold_id);
  if (!hold || hold.owner !== userId || hold.status !== 'held' || Date.parse(hold.expires_at) <= Date.now())
    throw conflict('hold_expired', "Sorry, it's over time for reserving this mobile number.");
  const pkg = await getPackage(db, v.sim_meta.package_id);
  if (!(await markAddedToCart(db, id))) throw conflict('already_in_cart', 'This number is in your cart already.');
  // A SIM DIY package's first month is paid in advance, as the postpaid plans' advance payment.
  const advance = diy ? diy.monthly_price : pkg.advance_payment;
  const name = diy
    ? {
        th: `${pkg.name.th} ${formatPrice(diy.monthly_price)} บาท/เดือน (${diySummary(diy, 'th')})`,
        en: `${pkg.name.en} ${formatPrice(diy.monthly_price)} baht/month (${diySummary(diy, 'en')})`,
      }
    : pkg.name;
  const line = {
    productType: pkg.sim_type,
    productId: `sim-${pkg.id}-${hold.number}`,
    title: { th: `${name.th} · เบอร์ ${hold.display}`, en: `${name.en} · number ${hold.display}` },
    // An instant SIM's number and card were paid in the shop: online it is the first package.
    price: hold.flow === 'instantsim' ? pkg.baseline : hold.price + advance,
    advancePayment: advance,
    category: 'sim',
    // Line images are paths under the API, like the catalogue's.
    image: pkg.image.mobile.replace(/^\/api(?=\/)/, ''),
    href: hold.flow === 'sim-diy' ? '/online-store/sim-diy/postpaid' : isFortuneFlow(hold.flow) ? campaignPath(hold.flow, pkg.id) : `/online-store/${hold.flow}/${pkg.id}`,
    simMeta: v.sim_meta,
    inventoryId: hold.number,
    hold: holdRefOf(hold.hold_id),
  } satisfies ServiceLineInput;
  try {
    return await add(line);
  } catch (error) {
    await clearAddedToCart(db, id);
    throw error;
  }
}
