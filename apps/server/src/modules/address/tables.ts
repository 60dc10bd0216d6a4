import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/tables';

/** Thai provinces (77), from data/thailand-geography (MIT). */
export const geoProvinces = pgTable('geo_provinces', {
  id: integer('id').primaryKey(),
  code: integer('code').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Districts (amphoe / khet), 928. */
export const geoDistricts = pgTable(
  'geo_districts',
  {
    id: integer('id').primaryKey(),
    code: integer('code').notNull().unique(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => geoProvinces.id),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [index('geo_districts_province_idx').on(t.provinceId)],
);

/** Subdistricts (tambon / khwaeng), 7,436, each with its postcode. */
export const geoSubdistricts = pgTable(
  'geo_subdistricts',
  {
    id: integer('id').primaryKey(),
    code: integer('code').notNull().unique(),
    districtId: integer('district_id')
      .notNull()
      .references(() => geoDistricts.id),
    provinceId: integer('province_id')
      .notNull()
      .references(() => geoProvinces.id),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    postcode: text('postcode').notNull(),
  },
  (t) => [
    index('geo_subdistricts_district_idx').on(t.districtId),
    index('geo_subdistricts_postcode_idx').on(sql`${t.postcode} text_pattern_ops`),
    index('geo_subdistricts_name_en_idx').on(sql`lower(${t.nameEn}) text_pattern_ops`),
    index('geo_subdistricts_name_th_idx').on(sql`${t.nameTh} text_pattern_ops`),
  ],
);

/**
 * A user's addresses (kind 'address') and shipping addresses (kind 'shipping'). At most one default
 * per user and kind, enforced by a partial unique index.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['address', 'shipping'] }).notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull(),
    subdistrictId: integer('subdistrict_id')
      .notNull()
      .references(() => geoSubdistricts.id),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.kind),
    uniqueIndex('user_addresses_one_default_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.isDefault}`),
  ],
);
