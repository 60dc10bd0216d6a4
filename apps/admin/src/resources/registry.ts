import type { Permission } from '@store/domain/staff';
import { configResource } from './config';
import { contentResource } from './content';
import { numbersResource } from './numbers';
import { staffResource } from './staff';
import { variantsResource } from './variants';
import { appointmentsResource } from './appointments';
import { auditResource } from './audit';
import { couponsResource } from './coupons';
import { ekycResource } from './ekyc';
import { leadsResource } from './leads';
import { ordersResource } from './orders';
import { portingsResource } from './portings';
import { simPackagesResource } from './sim-packages';
import { simDiyOptionsResource } from './sim-diy-options';
import { hiPackagesResource } from './hi-packages';
import { hiCoverageResource } from './hi-coverage';
import { appointmentSlotsResource } from './appointment-slots';
import { appointmentRostersResource } from './appointment-rosters';
import { campaignsResource } from './campaigns';
import { flashSalesResource } from './flash-sales';
import { shopsResource } from './shops';
import { productsResource } from './products';
import { numerologyResource } from './numerology';
import { conversionsResource } from './conversions';
import type { AdminResource, ResourceData } from './types';

export type { ResourceData } from './types';

/**
 * Every resource of the console, in menu order. Adding one (apps/admin/README.md): a folder under
 * resources/ exporting an AdminResource, one line here, its texts in locales/{th,en}.json.
 */
export const ADMIN_RESOURCES: AdminResource[] = [
  variantsResource,
  // Product pages: SEO text, pictures per gallery view, variants (decisions 042 and 045, addenda).
  productsResource,
  // Packages and plans, numerology and menus (admin-plans, issue 20 part D).
  simPackagesResource,
  // SIM DIY options, home-internet packages and coverage, installation slot capacity (admin-plans2, decision 044).
  simDiyOptionsResource,
  hiPackagesResource,
  hiCoverageResource,
  appointmentSlotsResource,
  // The weekly rosters of installation teams (decision 052).
  appointmentRostersResource,
  numbersResource,
  // The numerology tables of the fortune numbers (admin-content2, decision 045).
  numerologyResource,
  contentResource,
  // Catalogue part C (admin-cat): shops, campaigns, flash sales.
  shopsResource,
  campaignsResource,
  flashSalesResource,
  // Back office part B (admin-ops): orders, coupons, work queues, audit.
  ordersResource,
  couponsResource,
  leadsResource,
  appointmentsResource,
  portingsResource,
  // Prepaid-to-postpaid conversions that need attention (admin-content2, decision 045).
  conversionsResource,
  ekycResource,
  auditResource,
  configResource,
  staffResource,
];

const byName = new Map(ADMIN_RESOURCES.map((resource) => [resource.name, resource]));

export function resourceData(name: string): ResourceData {
  const resource = byName.get(name);
  if (!resource) throw new Error(`Unknown resource ${name}`);
  return resource.data;
}

export function resourcePermission(name: string): Permission | undefined {
  return byName.get(name)?.permission;
}
