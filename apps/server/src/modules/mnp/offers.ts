import type { MnpBundle, MnpBundleSummary, MnpOffer } from '@store/domain/mnp';
import type { SimPackage } from '@store/domain/sim';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { getProduct } from '../catalog/service';
import type { SimService } from '../sim/plugin';
import { activeOffers, bundleOf, bundleRow, bundlesOfProduct, freeTempNumber, type BundleRow, type OfferRow } from './repository';

function toOffer(p: SimPackage, offer: Pick<OfferRow, 'modes' | 'advancePayment'>): MnpOffer {
  return {
    nas_code: p.nas_code,
    package_id: p.id,
    name: p.name,
    monthly_price: p.baseline,
    advance_payment: offer.advancePayment,
    contract: p.contract,
    data_gb: p.data_gb,
    speed_mbps: p.speed_mbps,
    call_minutes: p.call_minutes,
    highlights: p.highlights,
    term_short: p.term_short,
    image: p.image,
    modes: offer.modes,
  };
}

const bundleNotFound = () => notFound('bundle_not_found', 'This device bundle is not offered.');

/**
 * What porting in offers (spec 2 /mnp, /online-store/mnp-bundle, /online-store/mnp-auto): the
 * postpaid plans (the SIM module's active postpaid plans named by mnp_offers), the device bundles
 * (a catalogue device at its price now less the bundle's discount, with a plan and a contract) and
 * the temporary numbers of auto bundles.
 */
export function createOffers(deps: { db: Db; sim: Pick<SimService, 'packagesByNasCode'> }) {
  const { db } = deps;

  /** Active postpaid plans by NAS code (any plan, offered for porting or not: a bundle names its own). */
  async function postpaidPlans(nasCodes: string[]): Promise<Map<string, SimPackage>> {
    const packages = await deps.sim.packagesByNasCode(nasCodes);
    return new Map(packages.filter((p) => p.sim_type === 'postpaid' && p.status === 'active').map((p) => [p.nas_code, p]));
  }

  async function list(): Promise<MnpOffer[]> {
    const offers = await activeOffers(db);
    const plans = await postpaidPlans(offers.map((o) => o.nasCode));
    return offers.flatMap((o) => {
      const p = plans.get(o.nasCode);
      return p ? [toOffer(p, o)] : [];
    });
  }

  /** A bundle as the pages show it, for a product (404 bundle_not_found when the bundle is not for it) and a variant (the first in stock by default). */
  async function bundleView(row: BundleRow, productId: number, variantId?: number): Promise<MnpBundle> {
    if (row.productId !== productId) throw bundleNotFound();
    const product = await getProduct(db, productId).catch(() => {
      throw bundleNotFound();
    });
    const plan = (await postpaidPlans([row.nasCode])).get(row.nasCode);
    if (!plan) throw bundleNotFound();
    const variants = product.variants.map((v) => ({ id: v.id, capacity: v.capacity, colour: v.color.key, colour_name: v.color.name, price: v.price, in_stock: v.stock > 0 }));
    const variant = variantId === undefined ? (variants.find((v) => v.in_stock) ?? variants[0]) : variants.find((v) => v.id === variantId);
    if (!variant) throw bundleNotFound();
    const bundlePrice = Math.max(0, variant.price - row.discount);
    return {
      id: row.id,
      name: row.name,
      product: { id: product.id, title: product.name, brand: product.brand.name.en, image: product.image, href: product.href },
      variant,
      variants,
      discount: variant.price - bundlePrice,
      bundle_price: bundlePrice,
      advance_payment: row.advancePayment,
      pay_now: bundlePrice + row.advancePayment,
      contract_months: row.contractMonths,
      offer: toOffer(plan, { modes: ['one_step'], advancePayment: row.advancePayment }),
    };
  }

  return {
    list,
    /** One offered plan; 404 plan_not_found. */
    async get(nasCode: string): Promise<MnpOffer> {
      const offer = (await list()).find((o) => o.nas_code === nasCode);
      if (!offer) throw notFound('plan_not_found', 'This plan is not offered for porting in.');
      return offer;
    },
    /** Any active postpaid plan by NAS code (a bundle's plan), or null. */
    async plan(nasCode: string): Promise<SimPackage | null> {
      return (await postpaidPlans([nasCode])).get(nasCode) ?? null;
    },
    bundleView,
    /** GET /mnp/bundles/:bundle_id. */
    async bundle(id: string, productId: number, variantId?: number): Promise<MnpBundle> {
      const row = await bundleRow(db, id);
      if (!row) throw bundleNotFound();
      return bundleView(row, productId, variantId);
    },
    /** GET /mnp/bundles?product_id=: a device's bundles in short, cheapest plan first (none for a device without bundles or not on sale). */
    async bundlesOf(productId: number): Promise<MnpBundleSummary[]> {
      const rows = await bundlesOfProduct(db, productId);
      if (rows.length === 0) return [];
      const product = await getProduct(db, productId).catch(() => null);
      const variant = product && (product.variants.find((v) => v.stock > 0) ?? product.variants[0]);
      if (!variant) return [];
      const plans = await postpaidPlans(rows.map((r) => r.nasCode));
      return rows
        .flatMap((r) => {
          const plan = plans.get(r.nasCode);
          if (!plan) return [];
          return [
            {
              id: r.id,
              name: r.name,
              product_id: productId,
              variant_id: variant.id,
              nas_code: r.nasCode,
              plan_name: plan.name,
              monthly_price: plan.baseline,
              discount: Math.min(r.discount, variant.price),
              contract_months: r.contractMonths,
              advance_payment: r.advancePayment,
            },
          ];
        })
        .sort((a, b) => a.monthly_price - b.monthly_price || a.id.localeCompare(b.id));
    },
    /** GET /mnp/bundles/auto: the device's bundle of that plan. */
    async autoBundle(productId: number, nasCode: string, variantId?: number): Promise<MnpBundle> {
      const row = await bundleOf(db, productId, nasCode);
      if (!row) throw bundleNotFound();
      return bundleView(row, productId, variantId);
    },
    /** GET /mnp/bundling/random/mobile/nas: a free temporary number, offered (not taken). 404 plan_not_found, 409 temp_numbers_exhausted. */
    async tempNumber(nasCode: string): Promise<{ mobile_number: string; nas_code: string }> {
      if (!(await postpaidPlans([nasCode])).has(nasCode)) throw notFound('plan_not_found', 'This plan is not offered.');
      const msisdn = await freeTempNumber(db);
      if (!msisdn) throw conflict('temp_numbers_exhausted', 'No temporary number is free just now. Please try again later.');
      return { mobile_number: msisdn, nas_code: nasCode };
    },
  };
}

export type Offers = ReturnType<typeof createOffers>;
