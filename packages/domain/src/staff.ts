import { z } from 'zod';
import { text } from './contracts/primitives';

/**
 * Staff, roles and sales channels (issue 11; spec 6 roles): who may do what, as data. A staff
 * account has one or more roles; a role grants permissions; every operator route names the one
 * permission it needs.
 */
export const STAFF_ROLES = ['admin', 'merchandiser', 'number_pool_manager', 'content_editor', 'support', 'fulfilment', 'employee', 'dealer', 'seller'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'config.write',
  'content.write',
  'orders.read',
  'orders.fulfil',
  'orders.refund',
  'contact.read',
  'sms_outbox.read',
  'email_outbox.read',
  'ekyc.read',
  'mnp.manage',
  'instant_sim.read',
  'numbers.manage',
  'catalog.manage',
  'staff.manage',
  'audit.read',
  'sell.offline',
  'sell.dealer',
  'sell.seller',
  'coupons.manage',
  'leads.manage',
  'ekyc.review',
  'personal_data.reveal',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  merchandiser: ['catalog.manage', 'orders.read', 'coupons.manage'],
  number_pool_manager: ['numbers.manage', 'instant_sim.read'],
  content_editor: ['content.write'],
  support: [
    'orders.read',
    'orders.refund',
    'contact.read',
    'sms_outbox.read',
    'email_outbox.read',
    'ekyc.read',
    'mnp.manage',
    'leads.manage',
    'ekyc.review',
    'personal_data.reveal',
  ],
  fulfilment: ['orders.read', 'orders.fulfil'],
  employee: ['sell.offline'],
  dealer: ['sell.dealer'],
  seller: ['sell.seller'],
};

/** Every permission the roles grant together. */
export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  return [...new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]))].sort();
}

/** Where an order was sold (spec 6: online, the offline shop, a dealer, a seller's sale mode). */
export const ORDER_CHANNELS = ['online', 'offline_shop', 'dealer', 'seller'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** The channel of an order a signed-in staff member places (none: the shopper's own, online). */
export function channelOfRoles(roles: readonly StaffRole[] | undefined): OrderChannel {
  if (!roles) return 'online';
  if (roles.includes('dealer')) return 'dealer';
  if (roles.includes('employee')) return 'offline_shop';
  if (roles.includes('seller')) return 'seller';
  return 'online';
}

export const STAFF_PASSWORD_MIN = 12;

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const staffCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, 'Codes are 2 to 32 letters, digits, - or _.');
export const staffPasswordSchema = z.string().min(STAFF_PASSWORD_MIN, `At least ${STAFF_PASSWORD_MIN} characters.`).max(256);

export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  roles: z.array(staffRoleSchema),
  permissions: z.array(z.enum(PERMISSIONS)),
  shop_code: z.string().nullable(),
  dealer_code: z.string().nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type StaffAccountView = z.infer<typeof staffAccountSchema>;

export const newStaffSchema = z.object({
  email: z.email().max(254),
  display_name: text(100).min(1),
  password: staffPasswordSchema,
  roles: z.array(staffRoleSchema).min(1),
  shop_code: staffCodeSchema.nullable().optional(),
  dealer_code: staffCodeSchema.nullable().optional(),
});

export const staffChangeSchema = z
  .object({
    display_name: text(100).min(1),
    password: staffPasswordSchema,
    roles: z.array(staffRoleSchema).min(1),
    shop_code: staffCodeSchema.nullable(),
    dealer_code: staffCodeSchema.nullable(),
    disabled: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
});
