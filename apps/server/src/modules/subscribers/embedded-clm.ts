import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import {
  insertVas,
  onTopRows,
  packageRows,
  removeVasRow,
  runningVasRows,
  tolAccountRow,
  vasByReference,
  vasByRemovedReference,
  vasCatalogRow,
  vasCatalogRows,
  type PackageRow,
} from './clm-repository';
import type { PackageDetailsRecord, SubscriberRecord, SubscribersPort, VasChangeInput, VasServiceKind } from './port';
import type { SubscriberRow } from './repository';

type ClmMethods = Pick<SubscribersPort, 'lineDetails' | 'packages' | 'onTopBenefits' | 'vasCatalog' | 'subscribedVas' | 'addVas' | 'removeVas' | 'tolAccount'>;

export const toPackageDetails = (r: PackageRow): PackageDetailsRecord => ({
  nasCode: r.nasCode,
  type: r.type,
  family: r.family,
  title: { th: r.titleTh, en: r.titleEn },
  monthlyFee: r.monthlyFee,
  benefits: r.benefits,
});

export const tolAccountNotFound = () => notFound('tol_account_not_found', 'This is not one of our home-internet accounts.');
const suspended = () => conflict('subscriber_suspended', 'This line is suspended.');

/**
 * The embedded subscriber system's CLM side (issue 18): package details, on-top benefits, add-ons of
 * lines and home-internet accounts, with the same failures as the rest of the sandbox (`line` throws
 * 404 subscriber_not_found and the busy line's 503).
 */
export function embeddedClm(db: Db, line: (on: Db, msisdn: string) => Promise<SubscriberRow>, toSubscriber: (r: SubscriberRow) => SubscriberRecord, busy: () => Error): ClmMethods {
  async function account(on: Db, accountId: string) {
    const row = await tolAccountRow(on, accountId);
    if (!row) throw tolAccountNotFound();
    if (row.fault === 'busy') throw busy();
    return row;
  }
  /** The line or account an add-on change is for; a suspended one takes no change. */
  async function holder(on: Db, service: VasServiceKind, serviceId: string, forChange: boolean) {
    const status = service === 'mobile' ? (await line(on, serviceId)).status : (await account(on, serviceId)).status;
    if (forChange && status === 'suspended') throw suspended();
  }

  return {
    async lineDetails(msisdn) {
      const row = await line(db, msisdn);
      const [pkg] = await packageRows(db, [row.packageNasCode]);
      return {
        subscriber: toSubscriber(row),
        package: pkg ? toPackageDetails(pkg) : null,
        contractEndsAt: row.contractEndsAt,
        billCycleDay: row.billCycleDay,
        billingAddress: row.billingAddress,
      };
    },

    async packages(nasCodes) {
      return (await packageRows(db, nasCodes)).map(toPackageDetails);
    },

    async onTopBenefits(msisdn, now = new Date()) {
      await line(db, msisdn);
      return (await onTopRows(db, msisdn, now)).map((r) => ({
        code: r.code,
        title: { th: r.titleTh, en: r.titleEn },
        detail: { th: r.detailTh, en: r.detailEn },
        expiresAt: r.expiresAt,
      }));
    },

    async vasCatalog(service) {
      return (await vasCatalogRows(db, service)).map((r) => ({
        code: r.code,
        service: r.service,
        title: { th: r.titleTh, en: r.titleEn },
        includes: r.includes,
        monthlyPrice: r.monthlyPrice,
      }));
    },

    async subscribedVas(service, serviceId) {
      await holder(db, service, serviceId, false);
      return (await runningVasRows(db, serviceId)).map((r) => ({ code: r.code, subscribedAt: r.subscribedAt, reference: r.reference }));
    },

    async addVas(input: VasChangeInput, tx?: Db) {
      const on = tx ?? db;
      const again = await vasByReference(on, input.reference);
      if (again && again.serviceId === input.serviceId && again.code === input.code) return { code: again.code, subscribedAt: again.subscribedAt, reference: again.reference };
      await holder(on, input.service, input.serviceId, true);
      const item = await vasCatalogRow(on, input.code);
      if (!item || !item.active || item.service !== input.service) throw notFound('vas_not_found', 'No such add-on for this service.');
      const row = await insertVas(on, { serviceId: input.serviceId, code: input.code, reference: input.reference, subscribedAt: new Date() });
      if (!row) throw conflict('vas_already_subscribed', 'This add-on is already on.');
      return { code: row.code, subscribedAt: row.subscribedAt, reference: row.reference };
    },

    async removeVas(input: VasChangeInput, tx?: Db) {
      const on = tx ?? db;
      const again = await vasByRemovedReference(on, input.reference);
      if (again && again.serviceId === input.serviceId && again.code === input.code) return;
      await holder(on, input.service, input.serviceId, true);
      const row = await removeVasRow(on, input.serviceId, input.code, input.reference, new Date());
      if (!row) throw conflict('vas_not_subscribed', 'This add-on is not on.');
    },

    async tolAccount(accountId) {
      const row = await account(db, accountId);
      return {
        accountId: row.accountId,
        holderName: row.holderName,
        contactMobile: row.contactMobile,
        package: { th: row.packageTitleTh, en: row.packageTitleEn },
        status: row.status,
        billingAddress: row.billingAddress,
      };
    },
  };
}
