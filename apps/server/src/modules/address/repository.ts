import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Address, AddressInput } from '@store/domain/address';
import type { Db } from '../../db/client';
import { geoDistricts, geoProvinces, geoSubdistricts, userAddresses } from './tables';

/** The SQL of the address book (addresses.ts holds its rules). */
export type AddressKind = 'address' | 'shipping';
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const selection = { a: userAddresses, s: geoSubdistricts, d: geoDistricts, p: geoProvinces };

export function rowsOf(db: Db | Tx, userId: string, kind: AddressKind) {
  return db
    .select(selection)
    .from(userAddresses)
    .innerJoin(geoSubdistricts, eq(geoSubdistricts.id, userAddresses.subdistrictId))
    .innerJoin(geoDistricts, eq(geoDistricts.id, geoSubdistricts.districtId))
    .innerJoin(geoProvinces, eq(geoProvinces.id, geoSubdistricts.provinceId))
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)))
    .$dynamic();
}

export function toAddress({
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
export async function lockUser(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`user-addresses:${userId}`}, 0))`);
}

/** Whether a subdistrict exists. */
export async function subdistrictExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: geoSubdistricts.id }).from(geoSubdistricts).where(eq(geoSubdistricts.id, id));
  return Boolean(row);
}

export async function makeDefault(tx: Tx, userId: string, kind: AddressKind, addressId: number) {
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

/** One of the user's addresses with its place names, or null. */
export async function addressRow(db: Db | Tx, userId: string, kind: AddressKind, addressId: number): Promise<Address | null> {
  const [row] = await rowsOf(db, userId, kind).where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind), eq(userAddresses.id, addressId)));
  return row ? toAddress(row) : null;
}

/** The user's addresses of a kind, the default first, then the newest. */
export async function addressRows(db: Db, userId: string, kind: AddressKind): Promise<Address[]> {
  const rows = await rowsOf(db, userId, kind).orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id));
  return rows.map(toAddress);
}

/** How many addresses of a kind the user has. */
export async function countAddresses(tx: Tx, userId: string, kind: AddressKind): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)));
  return n;
}

const fields = (input: AddressInput) => ({
  recipientName: input.recipient_name.trim(),
  phone: input.phone,
  addressLine: input.address_line.trim(),
  subdistrictId: input.subdistrict_id,
});

/** Adds an address row; returns its id. */
export async function insertAddress(tx: Tx, userId: string, kind: AddressKind, input: AddressInput): Promise<number> {
  const [row] = await tx
    .insert(userAddresses)
    .values({ userId, kind, ...fields(input) })
    .returning({ id: userAddresses.id });
  return row.id;
}

/** Changes one of the user's address rows; false when it is not theirs. */
export async function updateAddressRow(tx: Tx, userId: string, kind: AddressKind, addressId: number, input: AddressInput): Promise<boolean> {
  const [row] = await tx
    .update(userAddresses)
    .set({ ...fields(input), updatedAt: sql`now()` })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind), eq(userAddresses.id, addressId)))
    .returning({ id: userAddresses.id });
  return Boolean(row);
}

/** Deletes one of the user's address rows; null when it is not theirs, else whether it was the default. */
export async function deleteAddressRow(tx: Tx, userId: string, kind: AddressKind, addressId: number): Promise<{ isDefault: boolean } | null> {
  const [row] = await tx
    .delete(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind), eq(userAddresses.id, addressId)))
    .returning({ isDefault: userAddresses.isDefault });
  return row ?? null;
}

/** The user's most recently changed address of a kind, or null. */
export async function latestAddressId(tx: Tx, userId: string, kind: AddressKind): Promise<number | null> {
  const [next] = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)))
    .orderBy(desc(userAddresses.updatedAt), desc(userAddresses.id))
    .limit(1);
  return next?.id ?? null;
}

/** A subdistrict with its district and province rows, or null. */
export async function subdistrictPlace(db: Db, subdistrictId: number) {
  const [row] = await db
    .select({ s: geoSubdistricts, d: geoDistricts, p: geoProvinces })
    .from(geoSubdistricts)
    .innerJoin(geoDistricts, eq(geoDistricts.id, geoSubdistricts.districtId))
    .innerJoin(geoProvinces, eq(geoProvinces.id, geoSubdistricts.provinceId))
    .where(eq(geoSubdistricts.id, subdistrictId));
  return row ?? null;
}
