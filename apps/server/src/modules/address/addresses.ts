import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_ADDRESSES_PER_USER, type Address, type AddressInput } from '@store/domain/address';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/errors';
import { geoDistricts, geoProvinces, geoSubdistricts, userAddresses } from './tables';

export type AddressKind = 'address' | 'shipping';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const selection = { a: userAddresses, s: geoSubdistricts, d: geoDistricts, p: geoProvinces };

function rowsOf(db: Db | Tx, userId: string, kind: AddressKind) {
  return db
    .select(selection)
    .from(userAddresses)
    .innerJoin(geoSubdistricts, eq(geoSubdistricts.id, userAddresses.subdistrictId))
    .innerJoin(geoDistricts, eq(geoDistricts.id, geoSubdistricts.districtId))
    .innerJoin(geoProvinces, eq(geoProvinces.id, geoSubdistricts.provinceId))
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)))
    .$dynamic();
}

function toAddress({
  a,
  s,
  d,
  p,
}: {
  a: typeof userAddresses.$inferSelect;
  s: typeof geoSubdistricts.$inferSelect;
  d: typeof geoDistricts.$inferSelect;
  p: typeof geoProvinces.$inferSelect;
}): Address {
  return {
    id: a.id,
    address_id: a.id,
    user_id: a.userId,
    address_default: a.isDefault ? 1 : 0,
    recipient_name: a.recipientName,
    phone: a.phone,
    address_line: a.addressLine,
    postcode: s.postcode,
    province_id: p.id,
    district_id: d.id,
    subdistrict_id: s.id,
    th: { province: p.nameTh, city: d.nameTh, district: s.nameTh },
    en: { province: p.nameEn, city: d.nameEn, district: s.nameEn },
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

/** Serialises the address writes of one user (a transaction-scoped advisory lock), so "exactly one default" holds. */
async function lockUser(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`user-addresses:${userId}`}, 0))`);
}

async function assertSubdistrict(tx: Tx, id: number) {
  const [row] = await tx.select({ id: geoSubdistricts.id }).from(geoSubdistricts).where(eq(geoSubdistricts.id, id));
  if (!row) throw invalid('subdistrict_unknown', 'No such subdistrict.', [{ path: 'body.subdistrict_id', message: 'subdistrict_unknown' }]);
}

async function makeDefault(tx: Tx, userId: string, kind: AddressKind, addressId: number) {
  const mine = and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind));
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(mine, eq(userAddresses.isDefault, true)));
  await tx
    .update(userAddresses)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(and(mine, eq(userAddresses.id, addressId)));
}

async function getOne(db: Db | Tx, userId: string, kind: AddressKind, addressId: number): Promise<Address> {
  const [row] = await rowsOf(db, userId, kind).where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind), eq(userAddresses.id, addressId)));
  if (!row) throw notFound('address_not_found', 'No such address.');
  return toAddress(row);
}

/** The user's addresses of one kind, the default first, then the newest. */
export async function listAddresses(db: Db, userId: string, kind: AddressKind): Promise<Address[]> {
  const rows = await rowsOf(db, userId, kind).orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id));
  return rows.map(toAddress);
}

/** Adds an address; the first one (or one sent with address_default 1) becomes the default. */
export async function createAddress(db: Db, userId: string, kind: AddressKind, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertSubdistrict(tx, input.subdistrict_id);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)));
    if (n >= MAX_ADDRESSES_PER_USER) throw conflict('address_limit', `At most ${MAX_ADDRESSES_PER_USER} addresses.`);
    const [row] = await tx
      .insert(userAddresses)
      .values({ userId, kind, recipientName: input.recipient_name.trim(), phone: input.phone, addressLine: input.address_line.trim(), subdistrictId: input.subdistrict_id })
      .returning({ id: userAddresses.id });
    if (n === 0 || input.address_default === 1) await makeDefault(tx, userId, kind, row.id);
    return getOne(tx, userId, kind, row.id);
  });
}

/** Changes one of the user's addresses (404 when it is not theirs); address_default 1 makes it the default. */
export async function updateAddress(db: Db, userId: string, kind: AddressKind, addressId: number, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertSubdistrict(tx, input.subdistrict_id);
    const [row] = await tx
      .update(userAddresses)
      .set({ recipientName: input.recipient_name.trim(), phone: input.phone, addressLine: input.address_line.trim(), subdistrictId: input.subdistrict_id, updatedAt: sql`now()` })
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind), eq(userAddresses.id, addressId)))
      .returning({ id: userAddresses.id });
    if (!row) throw notFound('address_not_found', 'No such address.');
    if (input.address_default === 1) await makeDefault(tx, userId, kind, addressId);
    return getOne(tx, userId, kind, addressId);
  });
}

/** Deletes one of the user's addresses; when it was the default, the most recently changed other one takes over. */
export async function deleteAddress(db: Db, userId: string, kind: AddressKind, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const mine = and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind));
    const [row] = await tx
      .delete(userAddresses)
      .where(and(mine, eq(userAddresses.id, addressId)))
      .returning({ isDefault: userAddresses.isDefault });
    if (!row) throw notFound('address_not_found', 'No such address.');
    if (!row.isDefault) return;
    const [next] = await tx.select({ id: userAddresses.id }).from(userAddresses).where(mine).orderBy(desc(userAddresses.updatedAt), desc(userAddresses.id)).limit(1);
    if (next) await makeDefault(tx, userId, kind, next.id);
  });
}

/** Makes one of the user's addresses the default (exactly one per user); returns the list. */
export async function setDefaultAddress(db: Db, userId: string, kind: AddressKind, addressId: number): Promise<Address[]> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await getOne(tx, userId, kind, addressId);
    await makeDefault(tx, userId, kind, addressId);
  });
  return listAddresses(db, userId, kind);
}

/** One of the user's addresses of a kind (404 when it is not theirs): the checkout reads the chosen one. */
export async function getAddress(db: Db, userId: string, kind: AddressKind, addressId: number): Promise<Address> {
  return getOne(db, userId, kind, addressId);
}

/** A subdistrict with its district, province (names th/en) and postcode; null when unknown. */
export async function placeOfSubdistrict(db: Db, subdistrictId: number) {
  const [row] = await db
    .select({ s: geoSubdistricts, d: geoDistricts, p: geoProvinces })
    .from(geoSubdistricts)
    .innerJoin(geoDistricts, eq(geoDistricts.id, geoSubdistricts.districtId))
    .innerJoin(geoProvinces, eq(geoProvinces.id, geoSubdistricts.provinceId))
    .where(eq(geoSubdistricts.id, subdistrictId));
  if (!row) return null;
  const { s, d, p } = row;
  return {
    postcode: s.postcode,
    province_id: p.id,
    district_id: d.id,
    subdistrict_id: s.id,
    th: { province: p.nameTh, district: d.nameTh, subdistrict: s.nameTh },
    en: { province: p.nameEn, district: d.nameEn, subdistrict: s.nameEn },
  };
}
