import { HI_TECHNOLOGY_RANK, type HiBuildingType, type HiQualificationResult, type HiService, type HiUnqualifiedReason } from '@store/domain/home-internet';
import type { CoverageRow } from './repository';

export interface CoverageAnswer {
  result: HiQualificationResult;
  /** The area an order takes its port from and the appointments are searched in; null when unqualified. */
  areaId: string | null;
  services: HiService[];
  alternate: HiService[];
  reasons: HiUnqualifiedReason[];
}

const serviceOf = (r: CoverageRow): HiService => ({ technology: r.technology, max_down_mbps: r.maxDownMbps, max_up_mbps: r.maxUpMbps });
const byRank = (a: CoverageRow, b: CoverageRow) => HI_TECHNOLOGY_RANK[a.technology] - HI_TECHNOLOGY_RANK[b.technology] || b.maxDownMbps - a.maxDownMbps;
const levelOf = (r: CoverageRow) => (r.subdistrictId !== null ? 2 : r.districtId !== null ? 1 : 0);

/**
 * TMF645 for one address, from the coverage rows of its subdistrict, district and province: the most
 * specific level with rows decides (an inactive row there is a hole). The best technology with a free
 * port qualifies the address (every technology there with a port is offered); when the best one is
 * full and a lower one has a port, that is the alternate; with no port anywhere, no_capacity; with no
 * active row, no_coverage. A condo named in the best area's unserved buildings is building_not_served.
 */
export function qualify(rows: CoverageRow[], building: { type: HiBuildingType; name: string | null }): CoverageAnswer {
  const unqualified = (reason: HiUnqualifiedReason): CoverageAnswer => ({ result: 'unqualified', areaId: null, services: [], alternate: [], reasons: [reason] });
  if (!rows.length) return unqualified('no_coverage');
  const level = Math.max(...rows.map(levelOf));
  const here = rows.filter((r) => levelOf(r) === level && r.active).sort(byRank);
  if (!here.length) return unqualified('no_coverage');
  const name = building.name?.trim().toLowerCase() ?? '';
  if (building.type === 'condo' && name && here.some((r) => r.unservedBuildings.includes(name))) return unqualified('building_not_served');
  const free = here.filter((r) => r.used < r.capacity);
  if (!free.length) return unqualified('no_capacity');
  const bestRank = HI_TECHNOLOGY_RANK[here[0].technology];
  const best = free.filter((r) => HI_TECHNOLOGY_RANK[r.technology] === bestRank);
  if (best.length) return { result: 'qualified', areaId: free[0].id, services: free.map(serviceOf), alternate: [], reasons: [] };
  return { result: 'alternate', areaId: free[0].id, services: [], alternate: free.map(serviceOf), reasons: ['no_capacity'] };
}

/** The services an address may order: what qualified it, or the alternate. */
export const orderableServices = (a: { result: HiQualificationResult; services: HiService[]; alternate: HiService[] }): HiService[] =>
  a.result === 'qualified' ? a.services : a.result === 'alternate' ? a.alternate : [];

/** A package fits an address when its technology is there at its speed or more. */
export const packageFits = (pkg: { technology: HiService['technology']; downMbps: number }, services: HiService[]): boolean =>
  services.some((s) => s.technology === pkg.technology && s.max_down_mbps >= pkg.downMbps);
