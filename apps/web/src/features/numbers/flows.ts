import type { NumberClass } from '@store/domain/msisdn';
import type { HoldFlow } from '@store/domain/number-search';
import type { SimType } from '@store/domain/sim';

/** The purchase flows with a package page and a verify page, the plans they sell and the numbers they offer. */
export const FLOWS = {
  postpaid: { simType: 'postpaid', classes: undefined },
  prepaid: { simType: 'prepaid', classes: undefined },
  luckysim: { simType: 'postpaid', classes: ['lucky_bronze', 'lucky_silver', 'lucky_gold'] },
  lucky9999: { simType: 'postpaid', classes: ['lucky9999'] },
} as const satisfies Partial<Record<HoldFlow, { simType: SimType; classes: readonly NumberClass[] | undefined }>>;

export type PageFlow = keyof typeof FLOWS;
