import { z } from 'zod';
import { dataEnvelope } from '../api';
import { SIM_TYPES, simPackageSchema } from '../sim';
import { DIY_KINDS, diyOptionSchema } from '../sim-diy';
import { defineRoute } from './define';
import { INT32_MAX, serialIdParam, text, token } from './primitives';

/** The operator console's SIM packages (price plans; issue 20 part D; catalog.manage). */
const tags = ['admin'];
const idParams = z.object({ id: serialIdParam() });
const localizedInput = z.object({ th: text(200).min(1, 'Required.'), en: text(200).min(1, 'Required.') }).strict();
const satang = z.number().int().min(0).max(INT32_MAX);

export const adminSimPackageSchema = simPackageSchema.extend({ sort: z.number().int() });
export type AdminSimPackage = z.infer<typeof adminSimPackageSchema>;

export const adminListSimPackages = defineRoute({
  method: 'GET',
  path: '/admin/sim-packages',
  tags,
  summary: 'SIM packages of every status in id order, filtered by type, section, status and name/NAS code; keyset pages (cursor = the last id)',
  querystring: z.object({
    sim_type: z.enum(SIM_TYPES).optional(),
    section: token(40).optional(),
    status: z.enum(['active', 'inactive']).optional(),
    q: text(60).optional(),
    cursor: serialIdParam().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(25),
  }),
  response: { 200: dataEnvelope(z.object({ items: z.array(adminSimPackageSchema), next_cursor: z.string().nullable() })) },
});

export const adminGetSimPackage = defineRoute({
  method: 'GET',
  path: '/admin/sim-packages/:id',
  tags,
  summary: 'One SIM package of any status (404 package_not_found)',
  params: idParams,
  response: { 200: dataEnvelope(adminSimPackageSchema) },
});

export const adminChangeSimPackageBody = z
  .object({
    name: localizedInput.optional(),
    baseline: satang.optional(),
    advance_payment: satang.optional(),
    penalty: satang.optional(),
    contract: z.number().int().min(0).max(60).optional(),
    status: z.enum(['active', 'inactive']).optional(),
    esim_allowed: z.boolean().optional(),
    sort: z.number().int().min(0).max(INT32_MAX).optional(),
    highlights: z.array(localizedInput).max(10).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Give at least one field to change.');

export const adminChangeSimPackage = defineRoute({
  method: 'PATCH',
  path: '/admin/sim-packages/:id',
  tags,
  summary:
    'Change a SIM package: name, prices (satang), contract, status, eSIM, shelf order, highlights (422 package_invalid when the advance payment is above the price of the whole contract); audited',
  params: idParams,
  body: adminChangeSimPackageBody,
  response: { 200: dataEnvelope(adminSimPackageSchema) },
});

/** The console's SIM DIY options (issue 20 part D, decision 044; catalog.manage): the parts a shopper combines. */
export const adminSimDiyOptionSchema = diyOptionSchema.extend({ active: z.boolean(), sort: z.number().int() });
export type AdminSimDiyOption = z.infer<typeof adminSimDiyOptionSchema>;
const diyIdParams = z.object({ id: token(40) });

export const adminListSimDiyOptions = defineRoute({
  method: 'GET',
  path: '/admin/sim-diy-options',
  tags,
  summary: 'SIM DIY options of every kind and state in id order, filtered by kind and active; keyset pages (cursor = the last id)',
  querystring: z.object({
    kind: z.enum(DIY_KINDS).optional(),
    active: z.enum(['true', 'false']).optional(),
    cursor: token(40).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(25),
  }),
  response: { 200: dataEnvelope(z.object({ items: z.array(adminSimDiyOptionSchema), next_cursor: z.string().nullable() })) },
});

export const adminGetSimDiyOption = defineRoute({
  method: 'GET',
  path: '/admin/sim-diy-options/:id',
  tags,
  summary: 'One SIM DIY option (404 diy_option_not_found)',
  params: diyIdParams,
  response: { 200: dataEnvelope(adminSimDiyOptionSchema) },
});

const allowance = (max: number) => z.number().min(0).max(max).nullable();
export const adminChangeSimDiyOptionBody = z
  .object({
    label: localizedInput.optional(),
    price: satang.optional(),
    data_gb: allowance(100_000).optional(),
    speed_mbps: allowance(100_000).optional(),
    call_minutes: z.number().int().min(0).max(1_000_000).nullable().optional(),
    active: z.boolean().optional(),
    sort: z.number().int().min(0).max(INT32_MAX).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Give at least one field to change.');

export const adminChangeSimDiyOption = defineRoute({
  method: 'PATCH',
  path: '/admin/sim-diy-options/:id',
  tags,
  summary:
    'Change a SIM DIY option: label, monthly price (satang), data GB / speed / call minutes (null = unlimited), active, shelf order; the storefront prices with it on the next request. 422 diy_option_invalid (a data option with neither GB nor speed), 422 diy_option_last_of_kind (the last active base, data or calls option may not be switched off); audited',
  params: diyIdParams,
  body: adminChangeSimDiyOptionBody,
  response: { 200: dataEnvelope(adminSimDiyOptionSchema) },
});
