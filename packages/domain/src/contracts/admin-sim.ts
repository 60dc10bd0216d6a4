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
/** The fields of an option as the console writes them (the change takes any of them, a new option all but the defaults). */
const diyOptionFields = {
  label: localizedInput,
  price: satang,
  data_gb: allowance(100_000),
  speed_mbps: allowance(100_000),
  call_minutes: z.number().int().min(0).max(1_000_000).nullable(),
  active: z.boolean(),
  sort: z.number().int().min(0).max(INT32_MAX),
};
export const adminChangeSimDiyOptionBody = z
  .object(diyOptionFields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Give at least one field to change.');

/** A new option's code: what the DIY page and the quote name it by (at most 40, as `diyChoiceSchema`). */
const diyOptionId = token(40).regex(/^[a-z0-9][a-z0-9-]*$/, 'Lowercase letters, digits and dashes.');

export const adminCreateSimDiyOptionBody = z
  .object({
    id: diyOptionId,
    kind: z.enum(DIY_KINDS),
    ...diyOptionFields,
    data_gb: diyOptionFields.data_gb.default(null),
    speed_mbps: diyOptionFields.speed_mbps.default(null),
    call_minutes: diyOptionFields.call_minutes.default(null),
    active: diyOptionFields.active.default(true),
    sort: diyOptionFields.sort.optional(),
  })
  .strict();

export const adminCreateSimDiyOption = defineRoute({
  method: 'POST',
  path: '/admin/sim-diy-options',
  tags,
  summary:
    'Create a SIM DIY option: code, kind, label, monthly price (satang), data GB / speed (data) or call minutes (calls), null = unlimited; on (default) or off; shelf order (default: the end of the shelf). The DIY page and quote offer it on the next request. 409 diy_option_exists, 422 diy_option_invalid (a data option with neither GB nor speed, an allowance its kind does not have, or a second active base fee); audited. No delete: an option no longer offered is switched off',
  body: adminCreateSimDiyOptionBody,
  response: { 201: dataEnvelope(adminSimDiyOptionSchema) },
});

export const adminChangeSimDiyOption = defineRoute({
  method: 'PATCH',
  path: '/admin/sim-diy-options/:id',
  tags,
  summary:
    'Change a SIM DIY option: label, monthly price (satang), data GB / speed / call minutes (null = unlimited), active, shelf order; the storefront prices with it on the next request. 422 diy_option_invalid (a data option with neither GB nor speed, or an allowance its kind does not have), 422 diy_option_last_of_kind (the last active base, data or calls option may not be switched off); audited',
  params: diyIdParams,
  body: adminChangeSimDiyOptionBody,
  response: { 200: dataEnvelope(adminSimDiyOptionSchema) },
});
