import { z } from 'zod';
import { isThaiTaxId } from './thai-id';

/**
 * A full tax invoice (ใบกำกับภาษีเต็มรูป, Revenue Code section 86/4) on request: the buyer's name,
 * 13-digit tax ID, branch (head office or a five-digit branch number) and address, for a paid order.
 */

/** A tax ID as typed: spaces and dashes dropped, then 13 digits whose last is the check digit. */
export const taxIdSchema = z
  .string()
  .max(40, { message: 'tax_id_format', abort: true })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d{13}$/.test(v), { message: 'tax_id_format', abort: true })
  .refine(isThaiTaxId, { message: 'tax_id_checksum' });

/** 'head_office' (สำนักงานใหญ่) or a branch number of five digits ("00001"). */
export const taxBranchSchema = z.union([z.literal('head_office'), z.string().regex(/^\d{5}$/, { message: 'branch_format' })], { message: 'branch_format' });
export type TaxBranch = z.infer<typeof taxBranchSchema>;

const trimmed = (max: number, code: string) =>
  z
    .string({ message: `${code}_required` })
    .trim()
    .min(1, { message: `${code}_required` })
    .max(max, { message: `${code}_too_long` })
    .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), { message: `${code}_invalid` });

/** POST /orders/:secure_key/tax-invoice. */
export const taxInvoiceRequestSchema = z.object({
  name: trimmed(200, 'name'),
  tax_id: taxIdSchema,
  branch: taxBranchSchema,
  address: trimmed(300, 'address'),
  email: z
    .string()
    .trim()
    .max(254, { message: 'email_invalid' })
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'email_invalid' })
    .optional(),
});
export type TaxInvoiceRequest = z.output<typeof taxInvoiceRequestSchema>;

/** The invoice as the API answers it: the buyer's tax ID masked (the full one is only in the PDF). */
export const taxInvoiceViewSchema = z.object({
  number: z.string(),
  issued_at: z.string(),
  buyer: z.object({ name: z.string(), tax_id: z.string(), branch: z.string(), address: z.string(), email: z.string().nullable() }),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  vat_rate_bp: z.number().int(),
});
export type TaxInvoiceView = z.infer<typeof taxInvoiceViewSchema>;

/** What the order view says of its invoice. */
export const orderTaxInvoiceSchema = z.object({ number: z.string(), issued_at: z.string() }).nullable();

/** "head_office" -> "สำนักงานใหญ่" / "Head office"; "00001" -> "สาขาที่ 00001" / "Branch 00001". */
export function branchText(branch: string, lang: 'th' | 'en'): string {
  if (branch === 'head_office') return lang === 'th' ? 'สำนักงานใหญ่' : 'Head office';
  return lang === 'th' ? `สาขาที่ ${branch}` : `Branch ${branch}`;
}
