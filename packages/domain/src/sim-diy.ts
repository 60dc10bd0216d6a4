import { z } from 'zod';
import { i18nTextSchema } from './content';
import { assertSatang, type Satang } from './money';

/**
 * SIM DIY postpaid (spec 2 /online-store/sim-diy/postpaid, spec 7 POST, GET /truemoveh/sim-diy/package):
 * the shopper builds a monthly package from configured options: one base fee, one data allowance,
 * one call allowance and any extras. Prices in satang.
 */
export const DIY_KINDS = ['base', 'data', 'calls', 'extra'] as const;
export type DiyKind = (typeof DIY_KINDS)[number];

export const diyOptionSchema = z.object({
  id: z.string(),
  kind: z.enum(DIY_KINDS),
  label: i18nTextSchema,
  /** Monthly price in satang. */
  price: z.number().int().min(0),
  data_gb: z.number().nullable(),
  speed_mbps: z.number().nullable(),
  call_minutes: z.number().int().nullable(),
});
export type DiyOption = z.infer<typeof diyOptionSchema>;

/** The most extras one package may carry. */
export const DIY_MAX_EXTRAS = 6;

/** What the shopper chose: option ids. */
export const diyChoiceSchema = z.object({
  data: z.string().min(1).max(40),
  calls: z.string().min(1).max(40),
  extras: z.array(z.string().min(1).max(40)).max(DIY_MAX_EXTRAS).default([]),
});
export type DiyChoice = z.output<typeof diyChoiceSchema>;

/** A composed package: the choice, its parts in order (base, data, calls, extras) and the monthly price. */
export interface DiyPackage {
  choice: DiyChoice;
  parts: DiyOption[];
  monthly_price: Satang;
}

export class DiyError extends Error {
  constructor(
    readonly code: 'diy_option_unknown' | 'diy_option_kind' | 'diy_extra_duplicate' | 'diy_base_missing',
    readonly option?: string,
  ) {
    super(code);
  }
}

/**
 * Composes a package from the active options: exactly one base (the options' own), the chosen data
 * and calls options of the right kind, distinct extras. The monthly price is the sum of the parts.
 * Throws DiyError (unknown option, wrong kind, an extra twice, no base configured).
 */
export function composeDiy(options: readonly DiyOption[], choice: DiyChoice): DiyPackage {
  const byId = new Map(options.map((o) => [o.id, o]));
  const base = options.find((o) => o.kind === 'base');
  if (!base) throw new DiyError('diy_base_missing');
  const pick = (id: string, kind: DiyKind) => {
    const option = byId.get(id);
    if (!option) throw new DiyError('diy_option_unknown', id);
    if (option.kind !== kind) throw new DiyError('diy_option_kind', id);
    return option;
  };
  if (new Set(choice.extras).size !== choice.extras.length) throw new DiyError('diy_extra_duplicate');
  const parts = [base, pick(choice.data, 'data'), pick(choice.calls, 'calls'), ...choice.extras.map((id) => pick(id, 'extra'))];
  const monthly = parts.reduce((sum, p) => sum + p.price, 0);
  return { choice, parts, monthly_price: assertSatang(monthly) };
}

/** A composed package in one line of text: "30GB · 300 min · Netflix" (the base fee left out). */
export function diySummary(pkg: Pick<DiyPackage, 'parts'>, lang: 'th' | 'en'): string {
  return pkg.parts
    .filter((p) => p.kind !== 'base')
    .map((p) => p.label[lang])
    .join(' · ');
}
