import { MAX_ADDRESSES_PER_USER, type Address, type AddressInput } from '@store/domain/address';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/errors';
import {
  addressRow,
  addressRows,
  countAddresses,
  deleteAddressRow,
  insertAddress,
  latestAddressId,
  lockUser,
  makeDefault,
  subdistrictExists,
  subdistrictPlace,
  updateAddressRow,
  type AddressKind,
  type Tx,
} from './repository';

export type { AddressKind };

async function assertSubdistrict(tx: Tx, id: number) {
  if (!(await subdistrictExists(tx, id))) throw invalid('subdistrict_unknown', 'No such subdistrict.', [{ path: 'body.subdistrict_id', message: 'subdistrict_unknown' }]);
}

async function getOne(db: Db | Tx, userId: string, kind: AddressKind, addressId: number): Promise<Address> {
  const address = await addressRow(db, userId, kind, addressId);
  if (!address) throw notFound('address_not_found', 'No such address.');
  return address;
}

/** The user's addresses of one kind, the default first, then the newest. */
export function listAddresses(db: Db, userId: string, kind: AddressKind): Promise<Address[]> {
  return addressRows(db, userId, kind);
}

/** Adds an address; the first one (or one sent with address_default 1) becomes the default. */
export async function createAddress(db: Db, userId: string, kind: AddressKind, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertSubdistrict(tx, input.subdistrict_id);
    const n = await countAddresses(tx, userId, kind);
    if (n >= MAX_ADDRESSES_PER_USER) throw conflict('address_limit', `At most ${MAX_ADDRESSES_PER_USER} addresses.`);
    const id = await insertAddress(tx, userId, kind, input);
    if (n === 0 || input.address_default === 1) await makeDefault(tx, userId, kind, id);
    return getOne(tx, userId, kind, id);
  });
}

/** Changes one of the user's addresses (404 when it is not theirs); address_default 1 makes it the default. */
export async function updateAddress(db: Db, userId: string, kind: AddressKind, addressId: number, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertSubdistrict(tx, input.subdistrict_id);
    if (!(await updateAddressRow(tx, userId, kind, addressId, input))) throw notFound('address_not_found', 'No such address.');
    if (input.address_default === 1) await makeDefault(tx, userId, kind, addressId);
    return getOne(tx, userId, kind, addressId);
  });
}

/** Deletes one of the user's addresses; when it was the default, the most recently changed other one takes over. */
export async function deleteAddress(db: Db, userId: string, kind: AddressKind, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const row = await deleteAddressRow(tx, userId, kind, addressId);
    if (!row) throw notFound('address_not_found', 'No such address.');
    if (!row.isDefault) return;
    const next = await latestAddressId(tx, userId, kind);
    if (next !== null) await makeDefault(tx, userId, kind, next);
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
  const row = await subdistrictPlace(db, subdistrictId);
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
