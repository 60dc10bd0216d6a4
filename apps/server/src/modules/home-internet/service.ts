import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { EkycApplicationView } from '@store/domain/ekyc';
import {
  HI_APPOINTMENT_HOLD_MS,
  HI_CALENDAR_DAYS,
  type HiAddress,
  type HiAppointment,
  type HiCalendar,
  type HiContactBody,
  type HiLeadBody,
  type HiOrderBody,
  type HiOrderView,
  type HiPackage,
  type HiPlaced,
  type HiQualification,
  type HiQualificationBody,
  type HiStaffLead,
  type HiTransaction,
} from '@store/domain/home-internet';
import type { OtpSent } from '@store/domain/otp';
import { LEAD_MOVES, type LeadState, type StaffLead } from '@store/domain/backoffice';
import { isThaiNationalId, maskMobile, maskThaiId, normalizeThaiId } from '@store/domain/thai-id';
import type { z } from 'zod';
import type { hiContactBodySchema, hiLeadBodySchema, hiOrderBodySchema, hiQualificationBodySchema } from '@store/domain/home-internet';
import type { Db } from '../../db/client';
import { AppError, conflict, gone, invalid, notFound, unprocessable } from '../../lib/errors';
import { getConfig } from '../config/service';
import type { EkycService } from '../ekyc/plugin';
import type { Consents } from '../identity/consents';
import type { Orders } from '../order/service';
import type { OrderLine } from '../order/types';
import type { SimService } from '../sim/plugin';
import type { AppointmentsClient, HiAppointmentRecord } from './appointments-port';
import { orderableServices, packageFits, qualify } from './coverage';
import {
  activePackages,
  blacklisted,
  coverageArea,
  coverageRowsFor,
  type LeadRow,
  expiredTransactions,
  insertLead,
  insertTransaction,
  leadsOfMobileSince,
  packageRow,
  placeOf,
  recentLeads,
  leadPage,
  leadById,
  updateLeadState,
  releasePort,
  takePort,
  transactionOfAppointment,
  transactionOfOrder,
  transactionRow,
  transactionsByIds,
  updateTransaction,
  type PackageRow,
  type TransactionRow,
} from './repository';

type QualificationBody = z.output<typeof hiQualificationBodySchema>;
type ContactBody = z.output<typeof hiContactBodySchema>;
type LeadBody = z.output<typeof hiLeadBodySchema>;
type OrderBody = z.output<typeof hiOrderBodySchema>;
export type { HiContactBody, HiLeadBody, HiOrderBody, HiQualificationBody };

/** Who calls: the signed-in user, and the hash of the browser's home-internet cookie (guests). */
export interface HiCaller {
  userId: string | null;
  guestHash: string | null;
}

/** Leads a mobile number may leave in a day (on top of the per-address limit of the route). */
const LEADS_PER_MOBILE_PER_DAY = 3;

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

const notFoundTx = () => notFound('tol_transaction_not_found', 'No such home-internet transaction.');
const expiredTx = () => gone('tol_transaction_expired', 'This home-internet application has run out of time. Please check your address again.');
const orderedTx = () => conflict('tol_already_ordered', 'This application is already ordered.');
const sessionRequired = () => new AppError('unauthorized', 'session_required', 'Please log in.');

/** A Thai ID as typed: 13 digits with the right check digit, else 400 thai_id_invalid. */
function thaiIdOf(value: string): string {
  const id = normalizeThaiId(value);
  if (!isThaiNationalId(id)) throw invalid('thai_id_invalid', 'This is not a valid Thai ID number.', [{ path: 'body.thai_id', message: 'thai_id_invalid' }]);
  return id;
}

/** The installation address on one line (the order's billing address line). */
export function addressLine(a: HiAddress, lang: 'th' | 'en' = 'th'): string {
  const parts = [
    a.house_no,
    a.building_name ? `${a.building_name}${a.floor ? (lang === 'th' ? ` ชั้น ${a.floor}` : `, floor ${a.floor}`) : ''}` : null,
    a.moo ? (lang === 'th' ? `หมู่ ${a.moo}` : `Moo ${a.moo}`) : null,
    a.soi ? (lang === 'th' ? `ซอย ${a.soi}` : `Soi ${a.soi}`) : null,
    a.road ? (lang === 'th' ? `ถนน ${a.road}` : `${a.road} Road`) : null,
  ];
  return parts.filter(Boolean).join(' ');
}

const packageImage = (id: string) => `/api/home-internet/packages/${encodeURIComponent(id)}/image.svg`;

export function toPackage(row: PackageRow, recommended = false): HiPackage {
  return {
    id: row.id,
    name: row.name,
    technology: row.technology,
    down_mbps: row.downMbps,
    up_mbps: row.upMbps,
    monthly_price: row.monthlyPrice,
    contract_months: row.contractMonths,
    installation_fee: row.installationFee,
    upfront_payment: row.upfrontPayment,
    upfront_label: row.upfrontPayment > 0 ? (row.upfrontLabel ?? null) : null,
    router: row.router,
    extras: row.extras,
    image: row.image || packageImage(row.id),
    recommended,
  };
}

/** A package's picture: its speed on the technology's colour, words in the page language. */
export function packageSvg(p: PackageRow, lang: 'th' | 'en'): string {
  const colour = p.technology === 'ftth' ? '#e4002b' : p.technology === 'vdsl' ? '#0b5fa5' : '#2e7d32';
  const esc = (v: string) => v.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const tech = { ftth: { th: 'ไฟเบอร์', en: 'Fiber' }, vdsl: { th: 'วีดีเอสแอล', en: 'VDSL' }, fwa: { th: '5G บ้าน', en: '5G Home' } }[p.technology][lang];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="${esc(p.name[lang])}">
<rect width="480" height="270" rx="16" fill="${colour}"/>
<text x="32" y="64" font-family="sans-serif" font-size="28" fill="#fff">${esc(tech)}</text>
<text x="32" y="160" font-family="sans-serif" font-size="88" font-weight="700" fill="#fff">${p.downMbps >= 1000 ? `${p.downMbps / 1000}G` : p.downMbps}</text>
<text x="32" y="210" font-family="sans-serif" font-size="28" fill="#fff">${p.downMbps}/${p.upMbps} Mbps</text>
</svg>`;
}

const toAppointment = (a: HiAppointmentRecord): HiAppointment => ({
  id: a.id,
  state: a.state,
  start: a.start,
  end: a.end,
  hold_expires_at: a.state === 'initialized' ? a.hold_expires_at : null,
  can_reschedule: a.can_reschedule,
  reschedule_until: a.reschedule_until,
});

export interface HomeInternetDeps {
  db: Db;
  log: FastifyBaseLogger;
  sim: Pick<SimService, 'sendOtp' | 'checkOtp' | 'encrypt' | 'decrypt' | 'hmac'>;
  ekyc: Pick<EkycService, 'create' | 'get' | 'belongsTo'>;
  orders: Pick<Orders, 'placeServiceOrder' | 'moveServiceOrder' | 'setServiceFulfilment' | 'bySecureKey' | 'orderByKey' | 'viewById' | 'refOf'>;
  consents: Consents;
  appointments: AppointmentsClient;
}

/**
 * Home internet (issue 17; decision 031): the coverage check (TMF645) that starts a TOL transaction,
 * the packages, the transaction's steps (package, appointment hold, blacklist and calendar, contact
 * OTP, eKYC or its bypass), the service order with its optional upfront payment, tracking with the
 * appointment move, and leads.
 */
export function createHomeInternet(deps: HomeInternetDeps) {
  const { db, sim, appointments, orders } = deps;

  const ekycRequired = async () => (await getConfig(db, 'ekyc_mobile')).toggle;

  /** The caller's transaction, or 404; 410 once past expires_at (or expired by the sweeper). `user` claims a guest's transaction for the signed-in caller (401 without one). */
  async function own(tx: Db, caller: HiCaller, id: string, opts: { user?: boolean; lock?: boolean; open?: boolean } = {}, now = new Date()): Promise<TransactionRow> {
    let row = await transactionRow(tx, id, opts.lock);
    if (!row) throw notFoundTx();
    const mine = row.userId ? row.userId === caller.userId : row.guestTokenHash !== null && row.guestTokenHash === caller.guestHash;
    if (!mine) {
      if (opts.user && !caller.userId) throw sessionRequired();
      throw notFoundTx();
    }
    if (row.state === 'expired' || (row.state === 'open' && row.expiresAt && row.expiresAt.getTime() <= now.getTime())) throw expiredTx();
    if (opts.open && row.state !== 'open') throw orderedTx();
    if (opts.user) {
      if (!caller.userId) throw sessionRequired();
      if (!row.userId) row = await updateTransaction(tx, row.id, { userId: caller.userId, updatedAt: now });
    }
    return row;
  }

  async function packagesFor(row: Pick<TransactionRow, 'result' | 'services' | 'alternate'>): Promise<HiPackage[]> {
    const services = orderableServices(row);
    const fitting = (await activePackages(db)).filter((p) => packageFits(p, services));
    // Recommended: the fastest that fits with nothing to pay online.
    const pick = fitting.filter((p) => p.upfrontPayment === 0).sort((a, b) => b.downMbps - a.downMbps)[0] ?? null;
    return fitting.map((p) => toPackage(p, p.id === pick?.id));
  }

  async function appointmentOf(row: TransactionRow, tx?: Db): Promise<HiAppointmentRecord | null> {
    return row.appointmentId ? appointments.get(row.appointmentId, tx) : null;
  }

  async function view(row: TransactionRow): Promise<HiTransaction> {
    const pkg = row.packageId ? await packageRow(db, row.packageId) : null;
    const appointment = await appointmentOf(row);
    let ekyc: HiTransaction['ekyc'] = null;
    if (row.ekycApplicationId && row.userId) {
      const app = await deps.ekyc.get(row.ekycApplicationId, row.userId).catch(() => null);
      if (app) ekyc = { application_id: app.id, status: app.status };
    }
    let order: HiTransaction['order'] = null;
    if (row.orderId) {
      const o = await orders.viewById(row.orderId).catch(() => null);
      if (o) order = { order_number: o.order_number, secure_key: o.secure_key, state: o.state };
    }
    return {
      id: row.id,
      state: row.state,
      qualification: {
        id: row.id,
        qualification_result: row.result,
        address: row.address,
        area_id: row.areaId,
        services: row.services,
        alternate: row.alternate,
        reasons: row.reasons.map((code) => ({ code })),
      },
      package: pkg ? toPackage(pkg) : null,
      appointment: appointment && appointment.state !== 'cancelled' ? toAppointment(appointment) : null,
      contact: row.contactName
        ? {
            name: row.contactName,
            mobile: row.contactMobileLast4 ? maskMobile(`000000${row.contactMobileLast4}`).replace(/^000-XXX-/, 'XXX-XXX-') : '',
            email: row.contactEmail,
            otp_verified: row.otpVerifiedAt !== null,
          }
        : null,
      thai_id: row.thaiIdLast4 ? maskThaiId(`000000000${row.thaiIdLast4}`) : null,
      blacklist_checked: row.blacklistCheckedAt !== null,
      ekyc,
      ekyc_required: !row.ekycBypass && (await ekycRequired()),
      ekyc_bypass: row.ekycBypass,
      order,
      pay_now: pkg?.upfrontPayment ?? 0,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt?.toISOString() ?? null,
    };
  }

  async function calendarOf(areaId: string | null, from?: string): Promise<HiCalendar> {
    if (!areaId) throw unprocessable('tol_not_qualified', 'There is no home internet at this address.');
    const found = await appointments.searchTimeSlots({ area_id: areaId, from, days: HI_CALENDAR_DAYS });
    return {
      area_id: areaId,
      available_time_slots: found.available_time_slots.map((s) => ({ id: s.id, day: s.day, period: s.period, start: s.start, end: s.end, capacity: s.capacity, free: s.free })),
    };
  }

  /** The order's transaction, for its owner (401 without a session; 404 order_not_found for anyone else's). */
  async function orderOf(secureKey: string, userId?: string | null) {
    const order = await orders.orderByKey(secureKey);
    const row = await transactionOfOrder(db, order.id);
    if (!row) throw notFound('order_not_found', 'No such order.');
    if (userId !== undefined) {
      if (!userId) throw sessionRequired();
      if (order.userId !== userId) throw notFound('order_not_found', 'No such order.');
    }
    return { order, row };
  }

  async function orderView(secureKey: string): Promise<HiOrderView> {
    const { row } = await orderOf(secureKey);
    const view = await orders.bySecureKey(secureKey);
    const pkg = (await packageRow(db, row.packageId!))!;
    const appointment = await appointmentOf(row);
    return { ...view, installation: { package: toPackage(pkg), address: row.address, appointment: appointment ? toAppointment(appointment) : null } };
  }

  /** The order is handed to the field team: the scheduled step shows the appointment's start. */
  async function handedOver(tx: Db, orderId: string, appointment: HiAppointmentRecord, at = new Date()) {
    await orders.setServiceFulfilment(tx, orderId, { sent_at: at.toISOString(), effective_at: appointment.start, reference: appointment.id }, at);
  }

  const service = {
    /** POST /home-internet/service-qualifications: TMF645, and the TOL transaction it starts. */
    async qualify(caller: HiCaller, body: QualificationBody, now = new Date()): Promise<HiQualification> {
      const place = await placeOf(db, body.subdistrict_id);
      if (!place || place.postcode !== body.postcode) {
        throw invalid('address_place_mismatch', 'The subdistrict and postcode do not match.', [{ path: 'body.postcode', message: 'address_place_mismatch' }]);
      }
      const answer = qualify(await coverageRowsFor(db, place), { type: body.building_type, name: body.building_name ?? null });
      const address: HiAddress = {
        house_no: body.house_no,
        building_type: body.building_type,
        building_name: body.building_name || null,
        floor: body.floor || null,
        moo: body.moo || null,
        soi: body.soi || null,
        road: body.road || null,
        subdistrict_id: place.subdistrictId,
        subdistrict: place.subdistrict,
        district: place.district,
        province: place.province,
        postcode: place.postcode,
        lat: body.lat ?? null,
        lng: body.lng ?? null,
      };
      const ttl = (await getConfig(db, 'tol_bypass_ekyc')) as { is_transaction_expire: boolean; transaction_ttl: number };
      const expiresAt = ttl.is_transaction_expire && ttl.transaction_ttl > 0 ? new Date(now.getTime() + ttl.transaction_ttl * 1000) : null;
      const row = await insertTransaction(db, {
        id: randomUUID(),
        userId: caller.userId,
        guestTokenHash: caller.userId ? null : caller.guestHash,
        state: 'open',
        result: answer.result,
        areaId: answer.areaId,
        address,
        services: answer.services,
        alternate: answer.alternate,
        reasons: answer.reasons,
        createdAt: now,
        updatedAt: now,
        expiresAt,
      });
      return {
        id: row.id,
        qualification_result: answer.result,
        address,
        area_id: answer.areaId,
        services: answer.services,
        alternate: answer.alternate,
        reasons: answer.reasons.map((code) => ({ code })),
        transaction: { id: row.id, expires_at: expiresAt?.toISOString() ?? null },
      };
    },

    /** GET /home-internet/packages: all, or (with a transaction) those the address qualifies for. */
    async packages(caller: HiCaller, transactionId?: string): Promise<HiPackage[]> {
      if (!transactionId) return (await activePackages(db)).map((p) => toPackage(p));
      return packagesFor(await own(db, caller, transactionId));
    },

    async package(id: string): Promise<HiPackage> {
      const row = await packageRow(db, id);
      if (!row || !row.active) throw notFound('tol_package_not_found', 'No such home-internet package.');
      return toPackage(row);
    },

    async packageRow(id: string) {
      return packageRow(db, id);
    },

    async transaction(caller: HiCaller, id: string): Promise<HiTransaction> {
      return view(await own(db, caller, id));
    },

    /** PUT /home-internet/transactions/:id/package. */
    async choosePackage(caller: HiCaller, id: string, packageId: string): Promise<HiTransaction> {
      const row = await own(db, caller, id, { open: true });
      if (row.result === 'unqualified') throw unprocessable('tol_not_qualified', 'There is no home internet at this address.');
      const pkg = await packageRow(db, packageId);
      if (!pkg || !pkg.active) throw notFound('tol_package_not_found', 'No such home-internet package.');
      if (!packageFits(pkg, orderableServices(row))) throw unprocessable('tol_package_not_available', 'This package is not available at this address.');
      return view(await updateTransaction(db, row.id, { packageId: pkg.id, updatedAt: new Date() }));
    },

    /** POST /home-internet/transactions/:id/appointment: holds the slot, releasing an earlier hold of this transaction. */
    async holdAppointment(caller: HiCaller, id: string, slotId: string, now = new Date()): Promise<HiTransaction> {
      const row = await inTx(db, async (tx) => {
        const t = await own(tx, caller, id, { user: true, lock: true, open: true }, now);
        if (!t.areaId) throw unprocessable('tol_not_qualified', 'There is no home internet at this address.');
        if (!t.packageId) throw unprocessable('tol_package_required', 'Please choose a package first.');
        const ttl = t.expiresAt ? Math.min(t.expiresAt.getTime() - now.getTime(), 24 * 3_600_000) : HI_APPOINTMENT_HOLD_MS;
        const held = await appointments.hold({ slot_id: slotId, reference: t.id, ttl_ms: Math.max(60_000, ttl) }, tx);
        if (held.area_id !== t.areaId) throw notFound('appointment_slot_not_found', 'No such installation slot for this address.');
        if (t.appointmentId && t.appointmentId !== held.id) {
          const earlier = await appointments.get(t.appointmentId, tx);
          if (earlier && (earlier.state === 'initialized' || earlier.state === 'confirmed')) await appointments.cancel(earlier.id, tx, 'replaced');
        }
        return updateTransaction(tx, t.id, { appointmentId: held.id, updatedAt: now });
      });
      return view(row);
    },

    /** GET /home-internet/transactions/:id/slots: the calendar of the address's area. */
    async calendar(caller: HiCaller, id: string, from?: string): Promise<HiCalendar> {
      const row = await own(db, caller, id);
      return calendarOf(row.areaId, from);
    },

    /** POST /home-internet/transactions/:id/blacklist-check (spec check-blacklist-retrieve-calendar). */
    async blacklistCheck(caller: HiCaller, id: string, thaiIdInput: string, now = new Date()): Promise<HiCalendar> {
      const row = await own(db, caller, id, { user: true, open: true }, now);
      const thaiId = thaiIdOf(thaiIdInput);
      if (await blacklisted(db, await sim.hmac('thai-id', thaiId))) {
        throw unprocessable('tol_blacklisted', 'We cannot take a home-internet order for this ID online. Please contact the call centre.');
      }
      const last4 = thaiId.slice(-4);
      const sameId = row.thaiIdEnc !== null && (await sim.decrypt(row.thaiIdEnc)) === thaiId;
      await updateTransaction(db, row.id, {
        thaiIdEnc: await sim.encrypt(thaiId),
        thaiIdLast4: last4,
        blacklistCheckedAt: now,
        // Another ID: its eKYC starts again.
        ...(sameId ? {} : { ekycApplicationId: null }),
        updatedAt: now,
      });
      return calendarOf(row.areaId);
    },

    /** POST /home-internet/transactions/:id/contact: the installation contact; an OTP to the mobile. */
    async contact(caller: HiCaller, id: string, body: ContactBody, now = new Date()): Promise<OtpSent> {
      const row = await own(db, caller, id, { user: true, open: true }, now);
      const sent = await sim.sendOtp(caller.userId!, { mobile_number: body.mobile, lang: body.lang, flow: 'home_internet' });
      await updateTransaction(db, row.id, {
        contactName: body.name,
        contactEmail: body.email ?? null,
        contactMobileEnc: await sim.encrypt(body.mobile),
        contactMobileLast4: body.mobile.slice(-4),
        otpVerifiedAt: null,
        updatedAt: now,
      });
      return { ...sent, mobile_number: maskMobile(body.mobile) };
    },

    /** POST /home-internet/transactions/:id/contact/verify (spec check-otp-update-status). */
    async verifyContact(caller: HiCaller, id: string, input: { request_id: string; code: string }, now = new Date()): Promise<HiTransaction> {
      const row = await own(db, caller, id, { user: true, open: true }, now);
      if (!row.contactMobileEnc) throw conflict('tol_contact_required', 'Please give the contact mobile first.');
      const mobile = await sim.decrypt(row.contactMobileEnc);
      await sim.checkOtp({ requestId: input.request_id, userId: caller.userId!, mobile, code: input.code });
      return view(await updateTransaction(db, row.id, { otpVerifiedAt: now, updatedAt: now }));
    },

    /** POST /home-internet/transactions/:id/ekyc. */
    async startEkyc(caller: HiCaller, id: string, lang: 'th' | 'en'): Promise<EkycApplicationView> {
      const row = await own(db, caller, id, { user: true, open: true });
      if (row.ekycBypass) throw conflict('ekyc_bypassed', 'No identity check is needed: it was done at a shop.');
      if (!row.thaiIdEnc) throw unprocessable('tol_blacklist_check_required', 'Please give the ID card number first.');
      const app = await deps.ekyc.create({ userId: caller.userId!, thaiId: await sim.decrypt(row.thaiIdEnc), purpose: 'home_internet', lang });
      await updateTransaction(db, row.id, { ekycApplicationId: app.id, updatedAt: new Date() });
      return app;
    },

    /** GET /home-internet/transactions/:id/ekyc-bypass. */
    async ekycBypass(caller: HiCaller, id: string): Promise<{ bypass: boolean }> {
      const row = await own(db, caller, id);
      return { bypass: row.ekycBypass };
    },

    /** POST /staff/home-internet/transactions/:id/bypass-ekyc: the ID was checked at a shop. */
    async grantBypass(id: string, now = new Date()): Promise<{ bypass: boolean }> {
      const row = await transactionRow(db, id);
      if (!row) throw notFoundTx();
      if (row.state === 'expired' || (row.state === 'open' && row.expiresAt && row.expiresAt.getTime() <= now.getTime())) throw expiredTx();
      await updateTransaction(db, row.id, { ekycBypass: true, updatedAt: now });
      return { bypass: true };
    },

    /**
     * POST /home-internet/orders (spec register-order). The eKYC application and the decrypted
     * values are read first; the rules run in the placing transaction once the Idempotency-Key is
     * new (a replay answers the same order).
     */
    async placeOrder(caller: HiCaller, key: string, body: OrderBody): Promise<{ placed: HiPlaced; created: boolean }> {
      if (!caller.userId) throw sessionRequired();
      const userId = caller.userId;
      const pre = await transactionRow(db, body.transaction_id);
      if (!pre || pre.userId !== userId) throw notFoundTx();
      // A replay (same key and request) answers the placed order before any rule runs; another key meets tol_already_ordered.
      const needEkyc = !pre.ekycBypass && (await ekycRequired());
      const thaiId = pre.thaiIdEnc ? await sim.decrypt(pre.thaiIdEnc) : null;
      const mobile = pre.contactMobileEnc ? await sim.decrypt(pre.contactMobileEnc) : null;
      const app = pre.ekycApplicationId && thaiId ? await deps.ekyc.get(pre.ekycApplicationId, userId).catch(() => null) : null;
      const appOurs = app && thaiId ? app.purpose === 'home_internet' && (await deps.ekyc.belongsTo(app.id, { userId, thaiId, purpose: 'home_internet' })) : false;
      const pkg = pre.packageId ? await packageRow(db, pre.packageId) : null;

      const { order, created } = await orders.placeServiceOrder({
        userId,
        key,
        request: body,
        billingAddress: {
          name: pre.contactName ?? 'home internet',
          phone: mobile ?? '0800000000',
          line1: addressLine(pre.address),
          subdistrict_id: pre.address.subdistrict_id,
          postcode: pre.address.postcode,
        },
        contact: { name: pre.contactName ?? '', phone: mobile ?? '', email: pre.contactEmail },
        prepare: async (tx, { at }) => {
          const t = await own(tx, caller, body.transaction_id, { user: true, lock: true, open: true }, at);
          if (!pkg || t.packageId !== pkg.id) throw unprocessable('tol_package_required', 'Please choose a package first.');
          if (!t.appointmentId) throw unprocessable('tol_appointment_required', 'Please choose an installation time first.');
          if (!t.otpVerifiedAt || !mobile) throw unprocessable('tol_contact_unverified', 'Please confirm the contact mobile with its code first.');
          if (!t.blacklistCheckedAt || !thaiId) throw unprocessable('tol_blacklist_check_required', 'Please give the ID card number first.');
          if (needEkyc) {
            if (!app) throw unprocessable('ekyc_required', 'An identity check (eKYC) is needed for this order.');
            if (!appOurs) throw unprocessable('ekyc_required', 'An identity check (eKYC) for this ID card is needed for this order.');
            if (app.status === 'rejected') throw unprocessable('ekyc_rejected', 'The identity check was not approved.', { reason: app.reject_reason });
            if (app.status === 'expired') throw unprocessable('ekyc_expired', 'The identity check ran out of time. Please start a new one.');
            if (app.status !== 'approved') throw unprocessable('ekyc_pending', 'The identity check is not finished yet.');
          }
          // A port of the area for the package's technology (one conditional write).
          const place = (await placeOf(tx, t.address.subdistrict_id))!;
          const rows = await coverageRowsFor(tx, place);
          const level = Math.max(...rows.map((r) => (r.subdistrictId !== null ? 2 : r.districtId !== null ? 1 : 0)));
          const candidates = rows.filter(
            (r) => (r.subdistrictId !== null ? 2 : r.districtId !== null ? 1 : 0) === level && r.active && r.technology === pkg.technology && r.maxDownMbps >= pkg.downMbps,
          );
          let portArea: string | null = null;
          for (const c of candidates) {
            if (await takePort(tx, c.id)) {
              portArea = c.id;
              break;
            }
          }
          if (!portArea) throw conflict('no_capacity', 'There is no free connection left at this address. Please leave your number and we will call you.');
          const upfront = pkg.upfrontPayment;
          const line: OrderLine = {
            id: randomUUID(),
            product_type: 'home_internet',
            product_id: pkg.id,
            variant_id: null,
            category: 'home_internet',
            title: pkg.name,
            image: pkg.image || packageImage(pkg.id),
            href: `/trueonline/item/${encodeURIComponent(pkg.id)}`,
            // What is paid online now (the first month or the installation fee); the rest is billed monthly.
            price: upfront,
            compare_at_price: null,
            quantity: 1,
            discount: 0,
            coupon_discount: 0,
            line_total: upfront,
            capacity: null,
            colour: null,
            sim_meta: {
              package_id: pkg.id,
              technology: pkg.technology,
              down_mbps: pkg.downMbps,
              up_mbps: pkg.upMbps,
              monthly_price: pkg.monthlyPrice,
              contract_months: pkg.contractMonths,
              area_id: portArea,
              transaction_id: t.id,
              appointment_id: t.appointmentId,
              thai_id: maskThaiId(thaiId),
              mobile: maskMobile(mobile),
            },
            existing_campaign: null,
            bundle: null,
            inventory_id: null,
            hold: { kind: 'appointment', id: t.appointmentId },
            flash_sale_id: null,
          };
          return { lines: [line], state: upfront > 0 ? 'awaiting_payment' : 'in_progress' };
        },
        placed: async (tx, placedOrder) => {
          await deps.consents.record(tx, { userId, context: 'home_internet', answers: body.consents, order: { id: placedOrder.id, number: placedOrder.orderNumber } });
          const t = (await transactionRow(tx, body.transaction_id, true))!;
          // The team is booked now (an unpaid upfront order that expires gives it back through the hold handler).
          const confirmed = await appointments.confirm(t.appointmentId!, tx);
          if (placedOrder.state === 'in_progress') await handedOver(tx, placedOrder.id, confirmed);
          // The personal values have done their work: the order keeps them masked.
          await updateTransaction(tx, t.id, { state: 'ordered', orderId: placedOrder.id, thaiIdEnc: null, contactMobileEnc: null, updatedAt: new Date() });
        },
      });
      return {
        placed: {
          order_number: order.orderNumber,
          secure_key: order.secureKey,
          state: order.state as HiPlaced['state'],
          pay: order.state === 'awaiting_payment',
          total: order.total,
        },
        created,
      };
    },

    /** GET /home-internet/orders/:secure_key. */
    orderView,

    /** GET /home-internet/orders/:secure_key/slots (spec retrive-new-timeslot), for the order's owner. */
    async orderSlots(userId: string | null, secureKey: string, from?: string): Promise<HiCalendar> {
      const { row } = await orderOf(secureKey, userId);
      return calendarOf(row.areaId, from);
    },

    /** POST /home-internet/orders/:secure_key/appointment (spec change-due-date), for the order's owner. */
    async moveAppointment(userId: string | null, secureKey: string, slotId: string): Promise<HiOrderView> {
      const { order, row } = await orderOf(secureKey, userId);
      if (!row.appointmentId) throw conflict('appointment_locked', 'This installation cannot be moved.');
      if (!['awaiting_payment', 'in_progress', 'paid', 'placed'].includes(order.state)) throw conflict('appointment_locked', 'This installation cannot be moved any more.');
      await inTx(db, async (tx) => {
        const moved = await appointments.reschedule(row.appointmentId!, slotId, tx);
        if (order.state === 'in_progress') await handedOver(tx, order.id, moved);
      });
      return orderView(secureKey);
    },

    /** POST /home-internet/leads (spec contact-form). */
    async lead(caller: HiCaller, body: LeadBody, now = new Date()): Promise<{ id: string; created_at: string }> {
      const mobileHash = await sim.hmac('hi-lead-mobile', body.mobile);
      if ((await leadsOfMobileSince(db, mobileHash, new Date(now.getTime() - 86_400_000))) >= LEADS_PER_MOBILE_PER_DAY) {
        throw new AppError('rate_limited', 'lead_rate_limited', 'We already have your number: we will call you back.');
      }
      const linked = body.transaction_id ? await transactionRow(db, body.transaction_id) : null;
      const row = await insertLead(db, {
        id: randomUUID(),
        name: body.name,
        mobileEnc: await sim.encrypt(body.mobile),
        mobileLast4: body.mobile.slice(-4),
        mobileHash,
        preferredTime: body.preferred_time,
        transactionId: linked?.id ?? null,
        userId: caller.userId,
        createdAt: now,
      });
      return { id: row.id, created_at: row.createdAt.toISOString() };
    },

    /** GET /staff/home-internet/leads: newest first, the full mobile to call back. */
    async staffLeads(limit: number): Promise<HiStaffLead[]> {
      const rows = await recentLeads(db, limit);
      const txs = new Map(
        (
          await transactionsByIds(
            db,
            rows.flatMap((r) => (r.transactionId ? [r.transactionId] : [])),
          )
        ).map((t) => [t.id, t]),
      );
      return Promise.all(
        rows.map(async (r) => {
          const t = r.transactionId ? txs.get(r.transactionId) : undefined;
          return {
            id: r.id,
            name: r.name,
            mobile: await sim.decrypt(r.mobileEnc),
            preferred_time: r.preferredTime,
            transaction_id: r.transactionId,
            qualification_result: t?.result ?? null,
            reasons: t?.reasons ?? [],
            address: t ? `${addressLine(t.address)} ${t.address.subdistrict.th} ${t.address.district.th} ${t.address.province.th} ${t.address.postcode}` : null,
            created_at: r.createdAt.toISOString(),
          };
        }),
      );
    },

    /** The work queue (issue 20): a page of leads, newest first, of one state or all; mobiles masked (last four digits). */
    async leadQueue(f: { state?: LeadState; cursor?: string; limit: number }) {
      let before: { at: Date; id: string } | undefined;
      if (f.cursor) {
        const [at, id] = Buffer.from(f.cursor, 'base64url').toString().split('|');
        if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) throw invalid('invalid_cursor', 'The cursor is not valid.');
        before = { at: new Date(at), id };
      }
      const rows = await leadPage(db, { state: f.state, before, limit: f.limit });
      const page = rows.slice(0, f.limit);
      const last = page[page.length - 1];
      return { items: page.map(hiStaffQueueLead), next_cursor: rows.length > f.limit ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url') : null };
    },

    /** Moves a lead along its states (LEAD_MOVES): 404 lead_not_found, 409 illegal_lead_transition or lead_changed. */
    async moveLead(id: string, to: LeadState) {
      const row = await leadById(db, id);
      if (!row) throw notFound('lead_not_found', 'No such lead.');
      const from = row.status as LeadState;
      if (!LEAD_MOVES[from]?.includes(to)) throw conflict('illegal_lead_transition', `A lead that is ${from} cannot become ${to}.`);
      const moved = await updateLeadState(db, id, from, to, new Date());
      if (!moved) throw conflict('lead_changed', 'Someone else changed this lead meanwhile. Reload it.');
      return { before: hiStaffQueueLead(row), after: hiStaffQueueLead(moved) };
    },

    /** The whole mobile of a lead (a reveal; the caller audits it). */
    async leadMobile(id: string): Promise<string> {
      const row = await leadById(db, id);
      if (!row) throw notFound('lead_not_found', 'No such lead.');
      return sim.decrypt(row.mobileEnc);
    },

    /** POST /dev/home-internet/transactions/:id/expire (sandbox): the transaction's time runs out now. */
    async devExpire(caller: HiCaller, id: string, now = new Date()): Promise<{ id: string; expires_at: string }> {
      if (!appointments.sandbox) throw notFound('tol_sandbox_off', 'The home-internet sandbox is off.');
      const row = await own(db, caller, id, { open: true }, now);
      await updateTransaction(db, row.id, { expiresAt: now, updatedAt: now });
      return { id: row.id, expires_at: now.toISOString() };
    },

    /** The coverage area exists and is active (the appointments module's area check). */
    async areaKnown(areaId: string): Promise<boolean> {
      const area = await coverageArea(db, areaId);
      return Boolean(area?.active);
    },

    /**
     * An appointment changed (in its transaction): completed -> the order is completed; cancelled or
     * failed after the order was placed -> the port goes back (and a failed installation cancels the order).
     */
    async appointmentChanged(tx: Db, appointment: HiAppointmentRecord, from: HiAppointmentRecord['state'] | null): Promise<void> {
      if (from === appointment.state) return;
      const row = await transactionOfAppointment(tx, appointment.id);
      if (!row || row.state !== 'ordered' || !row.orderId) return;
      // In the change's transaction (one connection on PGlite): the order read and locked there.
      const order = await orders.refOf(tx, row.orderId);
      if (!order) return;
      if (appointment.state === 'completed') {
        if (order.state === 'in_progress') await orders.moveServiceOrder(tx, row.orderId, 'completed');
        else deps.log.warn({ order: order.orderNumber, state: order.state }, 'home internet: installed, but the order is not in progress');
        return;
      }
      if (appointment.state === 'cancelled' || appointment.state === 'failed') {
        // The port the order took is the line's area.
        const meta = order.lines[0]?.sim_meta as { area_id?: string } | null | undefined;
        if (meta?.area_id) await releasePort(tx, meta.area_id);
        if (appointment.state === 'failed' && order.state === 'in_progress') {
          deps.log.warn({ order: order.orderNumber, reason: appointment.reason }, 'home internet: the installation failed; order cancelled');
          await orders.moveServiceOrder(tx, row.orderId, 'cancelled');
        }
      }
    },

    /** An upfront payment arrived (the order is in_progress): the order is handed to the field team. */
    async orderPaid(tx: Db, order: { id: string }): Promise<void> {
      const row = await transactionOfOrder(tx, order.id);
      if (!row?.appointmentId) return;
      const appointment = await appointments.get(row.appointmentId, tx);
      if (appointment) await handedOver(tx, order.id, appointment);
    },

    /** The sweeper: open transactions past their time expire; their held slot and personal values are let go. */
    async sweep(now = new Date()): Promise<number> {
      const due = await expiredTransactions(db, now);
      for (const t of due) {
        await inTx(db, async (tx) => {
          const row = await transactionRow(tx, t.id, true);
          if (!row || row.state !== 'open' || !row.expiresAt || row.expiresAt.getTime() > now.getTime()) return;
          if (row.appointmentId) {
            const a = await appointments.get(row.appointmentId, tx);
            if (a?.state === 'initialized') await appointments.cancel(a.id, tx, 'transaction_expired');
          }
          await updateTransaction(tx, row.id, { state: 'expired', thaiIdEnc: null, contactMobileEnc: null, updatedAt: now });
        });
      }
      return due.length;
    },
  };
  return service;
}

export type HomeInternet = ReturnType<typeof createHomeInternet>;

/** A lead as the back office's queue shows it (the mobile masked to its last four digits). */
function hiStaffQueueLead(r: LeadRow): StaffLead {
  return {
    kind: 'home_internet',
    id: r.id,
    name: r.name,
    mobile: `0XX-XXX-${r.mobileLast4}`,
    topic: r.preferredTime,
    state: r.status as LeadState,
    created_at: r.createdAt.toISOString(),
    updated_at: r.statusChangedAt?.toISOString() ?? null,
  };
}
