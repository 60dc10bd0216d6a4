import type { SimPackage } from '@store/domain/sim';
import type { z } from 'zod';
import type { simPackageQuerySchema } from '@store/domain/sim';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { esimDeviceRows, packageColour, packageRow, packageRows, packageRowsByNasCode, type PackageRow as Row } from './packages-repository';

const image = (id: number, variant: string) => `/api/sim/packages/${id}/${variant}.svg`;

export function toPackage(row: Row): SimPackage {
  return {
    id: row.id,
    name: row.name,
    campaign_code: row.campaignCode,
    nas_code: row.nasCode,
    baseline: row.baseline,
    advance_payment: row.advancePayment,
    contract: row.contract,
    penalty: row.penalty,
    sim_type: row.simType,
    source_type: 'sim',
    status: row.status,
    section: row.section,
    mat_category: row.matCategory,
    pool_number: row.poolNumber,
    term_long: row.termLong,
    term_short: row.termShort,
    data_gb: row.dataGb,
    speed_mbps: row.speedMbps,
    call_minutes: row.callMinutes,
    validity_days: row.validityDays,
    highlights: row.highlights,
    esim_allowed: row.esimAllowed,
    image: { desktop: image(row.id, 'desktop'), mobile: image(row.id, 'mobile') },
    detail_image: { desktop: image(row.id, 'detail-desktop'), mobile: image(row.id, 'detail-mobile') },
    verification_required: row.verificationRequired,
    verification_type: 'thai_id_otp',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Active plans of a type and section, cheapest-first by their shelf order (spec price-plan search). */
export async function listPackages(db: Db, q: z.output<typeof simPackageQuerySchema>): Promise<SimPackage[]> {
  const rows = await packageRows(db, q);
  return rows.map(toPackage);
}

/** One plan (active or not, so an old link still explains itself); 404 package_not_found. */
export async function getPackage(db: Db, id: number): Promise<SimPackage> {
  const row = await packageRow(db, id);
  if (!row) throw notFound('package_not_found', `No package ${id}.`);
  return toPackage(row);
}

/** Plans by NAS code (one per code, the first in shelf order), for other modules through app.sim (pre2post's offers). */
export async function packagesByNasCode(db: Db, nasCodes: string[]): Promise<SimPackage[]> {
  const seen = new Set<string>();
  return (await packageRowsByNasCode(db, nasCodes)).filter((r) => !seen.has(r.nasCode) && seen.add(r.nasCode)).map(toPackage);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The banner's words in each language (Thai pages get Thai artwork, spec: Thai is the default). */
const BANNER_WORDS = {
  th: { postpaid: 'รายเดือน', prepaid: 'เติมเงิน', diy: 'จัดแพ็กเกจเอง', unlimited: 'เน็ตไม่อั้น', perMonth: '/เดือน', baht: (n: string) => `${n} บาท` },
  en: { postpaid: 'POSTPAID', prepaid: 'PREPAID', diy: 'BUILD YOUR OWN', unlimited: 'UNLIMITED', perMonth: ' /mo', baht: (n: string) => `฿${n}` },
} as const;

export type BannerLang = keyof typeof BANNER_WORDS;

/** A plan's banner drawn from the plan itself (no image files): type, headline and price, in `lang`. */
export function packageSvg(p: SimPackage, colour: string, variant: string, lang: BannerLang = 'th'): string {
  const words = BANNER_WORDS[lang];
  const wide = variant.endsWith('desktop');
  const [w, h] = wide ? [800, 360] : [400, 400];
  const diy = p.section === 'simdiy';
  const headline = diy ? words.diy : p.data_gb === null ? `${words.unlimited} ${p.speed_mbps === null ? '5G' : `${p.speed_mbps} Mbps`}` : `${p.data_gb} GB`;
  const price = `${words.baht((p.baseline / 100).toLocaleString('en-US'))}${diy ? '+' : ''}`;
  const size = Math.min(wide ? 72 : 56, Math.floor((w - 64) / (headline.length * 0.62)));
  const font = lang === 'th' ? "'Noto Sans Thai','Sarabun','Loma',sans-serif" : 'sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(p.name[lang])}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="24" fill="url(#g)"/>
<circle cx="${w - 60}" cy="60" r="${wide ? 140 : 90}" fill="#fff" opacity=".08"/>
<text x="32" y="${wide ? 70 : 64}" font-family="${font}" font-size="26" fill="#fff" opacity=".85">${p.sim_type === 'postpaid' ? words.postpaid : words.prepaid}${p.esim_allowed ? ' · eSIM' : ''}</text>
<text x="32" y="${wide ? 170 : 190}" font-family="${font}" font-weight="700" font-size="${size}" fill="#fff">${esc(headline)}</text>
<text x="32" y="${h - 40}" font-family="${font}" font-weight="700" font-size="${wide ? 56 : 48}" fill="#fff">${esc(price)}${p.sim_type === 'postpaid' ? `<tspan font-size="24" font-weight="400">${words.perMonth}</tspan>` : ''}</text>
</svg>`;
}

/** A plan's banner as SVG in its colour (404 package_not_found like getPackage). */
export async function packageBanner(db: Db, id: number, variant: string, lang: BannerLang = 'th'): Promise<string> {
  const pkg = await getPackage(db, id);
  const colour = await packageColour(db, pkg.id);
  return packageSvg(pkg, colour, variant, lang);
}

/** The devices that take an eSIM, in the shop's order. */
export function esimSupportDevices(db: Db) {
  return esimDeviceRows(db);
}
