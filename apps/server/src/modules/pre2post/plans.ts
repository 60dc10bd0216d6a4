import type { BalancePolicy, Pre2postPlan } from '@store/domain/pre2post';
import type { SimPackage } from '@store/domain/sim';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SimService } from '../sim/plugin';
import { activeOffers } from './repository';

/** What the subscriber keeps, in words, by balance policy (the number is always kept). */
const KEEPS: Record<BalancePolicy, { th: string; en: string }[]> = {
  credited_to_first_bill: [
    { th: 'ใช้เบอร์เดิม ไม่ต้องเปลี่ยนซิม', en: 'Keep your number and your SIM' },
    { th: 'ยอดเงินคงเหลือในระบบเติมเงินจะหักเป็นส่วนลดในใบแจ้งค่าบริการรอบแรก', en: 'Your prepaid balance is credited on your first bill' },
  ],
  kept_as_credit: [
    { th: 'ใช้เบอร์เดิม ไม่ต้องเปลี่ยนซิม', en: 'Keep your number and your SIM' },
    { th: 'ยอดเงินคงเหลือเก็บไว้เป็นเครดิต ใช้หักค่าบริการรอบถัดไปจนหมด', en: 'Your prepaid balance stays as credit against your next bills until used up' },
  ],
  forfeited: [
    { th: 'ใช้เบอร์เดิม ไม่ต้องเปลี่ยนซิม', en: 'Keep your number and your SIM' },
    { th: 'ยอดเงินคงเหลือในระบบเติมเงินจะไม่ถูกโอนมา', en: 'Your prepaid balance is not carried over' },
  ],
};

function toPlan(p: SimPackage, balance: BalancePolicy): Pre2postPlan {
  return {
    nas_code: p.nas_code,
    package_id: p.id,
    name: p.name,
    monthly_price: p.baseline,
    contract: p.contract,
    penalty: p.penalty,
    data_gb: p.data_gb,
    speed_mbps: p.speed_mbps,
    call_minutes: p.call_minutes,
    highlights: p.highlights,
    term_short: p.term_short,
    term_long: p.term_long,
    image: p.image,
    keeps: { number: true, balance, notes: KEEPS[balance] },
  };
}

/** The postpaid plans offered for a conversion: the offers' NAS codes, read from the SIM module's active postpaid plans. */
export function createPlans(deps: { db: Db; sim: Pick<SimService, 'packagesByNasCode'> }) {
  async function list(): Promise<Pre2postPlan[]> {
    const offers = await activeOffers(deps.db);
    const packages = await deps.sim.packagesByNasCode(offers.map((o) => o.nasCode));
    return offers.flatMap((o) => {
      const p = packages.find((x) => x.nas_code === o.nasCode && x.sim_type === 'postpaid' && x.status === 'active');
      return p ? [toPlan(p, o.balancePolicy)] : [];
    });
  }
  return {
    list,
    /** One offered plan; 404 plan_not_found. */
    async get(nasCode: string): Promise<Pre2postPlan> {
      const plan = (await list()).find((p) => p.nas_code === nasCode);
      if (!plan) throw notFound('plan_not_found', 'This plan is not offered for a conversion.');
      return plan;
    },
  };
}

export type Plans = ReturnType<typeof createPlans>;
