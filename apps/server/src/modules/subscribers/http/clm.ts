import { conflict, notFound } from '../../../lib/errors';
import type { BillingAddressRecord, PackageDetailsRecord, SubscriberRecord, SubscribersPort, VasChangeInput, VasServiceKind } from '../port';

/** The wire shapes of the operator's CLM calls (issue 18; decision 033). */
interface WireText {
  th: string;
  en: string;
}
export interface WirePackageDetail {
  nas_code: string;
  type: 'PREPAID' | 'POSTPAID';
  family: string;
  name_th: string;
  name_en: string;
  monthly_fee_satang: number;
  benefits: WireText[];
}
interface WireAddress {
  name: string;
  phone: string;
  line1: string;
  subdistrict_id: number;
  postcode: string;
}
export interface WireLineDetails {
  contract_end_at: string | null;
  bill_cycle_day: number;
  billing_address: WireAddress | null;
  package: WirePackageDetail | null;
}
interface WireOnTop {
  code: string;
  name: WireText;
  detail: WireText;
  expires_at: string | null;
}
interface WireVas {
  code: string;
  service: 'MOBILE' | 'HOME';
  name: WireText;
  includes: WireText[];
  monthly_price_satang: number;
}
interface WireSubscribedVas {
  code: string;
  subscribed_at: string;
  reference: string;
}
interface WireTolAccount {
  account_id: string;
  holder_name: string;
  contact_mobile: string;
  package: WireText;
  status: 'ACTIVE' | 'SUSPENDED';
  billing_address: WireAddress;
}

export type WireCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; payload: T | null }>;

const toPackageDetail = (p: WirePackageDetail): PackageDetailsRecord => ({
  nasCode: p.nas_code,
  type: p.type === 'PREPAID' ? 'prepaid' : 'postpaid',
  family: p.family,
  title: { th: p.name_th, en: p.name_en },
  monthlyFee: p.monthly_fee_satang,
  benefits: p.benefits,
});
const toAddress = (a: WireAddress): BillingAddressRecord => ({ name: a.name, phone: a.phone, line1: a.line1, subdistrict_id: a.subdistrict_id, postcode: a.postcode });
const wireService = (s: VasServiceKind) => (s === 'mobile' ? 'MOBILE' : 'HOME');
const errorCode = (payload: unknown) => (payload as { error?: { code?: unknown } } | null)?.error?.code;

/**
 * The CLM calls of the operator's subscriber API (decision 033): the line's details (GET
 * /v1/subscribers/{msisdn}/details), the package catalogue (GET /v1/packages?nas_codes=), on-top
 * benefits, the add-on catalogue (GET /v1/vas?service=MOBILE|HOME), a line's or account's add-ons
 * (GET, POST /v1/services/{id}/vas, POST /v1/services/{id}/vas/{code}/remove, with an Idempotency-Key
 * from the reference) and home-internet accounts (GET /v1/tol-accounts/{id}). Errors: 404
 * SUBSCRIBER_NOT_FOUND / TOL_ACCOUNT_NOT_FOUND / VAS_NOT_FOUND, 409 VAS_ALREADY_SUBSCRIBED /
 * VAS_NOT_SUBSCRIBED / SUBSCRIBER_SUSPENDED; busy and the rest as the other calls.
 */
export function httpClm(
  call: WireCall,
  refused: (status: number, payload: unknown) => never,
  lookupLine: (msisdn: string) => Promise<SubscriberRecord>,
): Pick<SubscribersPort, 'lineDetails' | 'packages' | 'onTopBenefits' | 'vasCatalog' | 'subscribedVas' | 'addVas' | 'removeVas' | 'tolAccount'> {
  function clmRefused(status: number, payload: unknown): never {
    const code = errorCode(payload);
    if (status === 404 && code === 'TOL_ACCOUNT_NOT_FOUND') throw notFound('tol_account_not_found', 'This is not one of our home-internet accounts.');
    if (status === 404 && code === 'VAS_NOT_FOUND') throw notFound('vas_not_found', 'No such add-on for this service.');
    if (status === 409 && code === 'VAS_ALREADY_SUBSCRIBED') throw conflict('vas_already_subscribed', 'This add-on is already on.');
    if (status === 409 && code === 'VAS_NOT_SUBSCRIBED') throw conflict('vas_not_subscribed', 'This add-on is not on.');
    refused(status, payload);
  }
  const id = encodeURIComponent;

  return {
    async lineDetails(msisdn) {
      const subscriber = await lookupLine(msisdn);
      const { status, payload } = await call<WireLineDetails>('GET', `/v1/subscribers/${id(msisdn)}/details`);
      if (status !== 200 || !payload) clmRefused(status, payload);
      return {
        subscriber,
        package: payload.package ? toPackageDetail(payload.package) : null,
        contractEndsAt: payload.contract_end_at ? new Date(payload.contract_end_at) : null,
        billCycleDay: payload.bill_cycle_day,
        billingAddress: payload.billing_address ? toAddress(payload.billing_address) : null,
      };
    },

    async packages(nasCodes) {
      if (!nasCodes.length) return [];
      const { status, payload } = await call<{ items: WirePackageDetail[] }>('GET', `/v1/packages?nas_codes=${nasCodes.map(id).join(',')}`);
      if (status !== 200 || !payload) clmRefused(status, payload);
      return payload.items.map(toPackageDetail);
    },

    async onTopBenefits(msisdn, now = new Date()) {
      const { status, payload } = await call<{ items: WireOnTop[] }>('GET', `/v1/subscribers/${id(msisdn)}/on-top`);
      if (status !== 200 || !payload) clmRefused(status, payload);
      return payload.items
        .map((o) => ({ code: o.code, title: o.name, detail: o.detail, expiresAt: o.expires_at ? new Date(o.expires_at) : null }))
        .filter((o) => !o.expiresAt || o.expiresAt.getTime() > now.getTime());
    },

    async vasCatalog(service) {
      const { status, payload } = await call<{ items: WireVas[] }>('GET', `/v1/vas?service=${wireService(service)}`);
      if (status !== 200 || !payload) clmRefused(status, payload);
      return payload.items.map((v) => ({
        code: v.code,
        service: v.service === 'MOBILE' ? 'mobile' : 'home',
        title: v.name,
        includes: v.includes,
        monthlyPrice: v.monthly_price_satang,
      }));
    },

    async subscribedVas(service, serviceId) {
      const { status, payload } = await call<{ items: WireSubscribedVas[] }>('GET', `/v1/services/${id(serviceId)}/vas?service=${wireService(service)}`);
      if (status !== 200 || !payload) clmRefused(status, payload);
      return payload.items.map((v) => ({ code: v.code, subscribedAt: new Date(v.subscribed_at), reference: v.reference }));
    },

    async addVas(input: VasChangeInput) {
      const { status, payload } = await call<WireSubscribedVas>(
        'POST',
        `/v1/services/${id(input.serviceId)}/vas`,
        { service: wireService(input.service), code: input.code, reference: input.reference },
        { 'idempotency-key': `vas-add:${input.reference}` },
      );
      if ((status !== 201 && status !== 200) || !payload) clmRefused(status, payload);
      return { code: payload.code, subscribedAt: new Date(payload.subscribed_at), reference: payload.reference };
    },

    async removeVas(input: VasChangeInput) {
      const { status, payload } = await call<unknown>(
        'POST',
        `/v1/services/${id(input.serviceId)}/vas/${id(input.code)}/remove`,
        { service: wireService(input.service), reference: input.reference },
        { 'idempotency-key': `vas-remove:${input.reference}` },
      );
      if (status !== 200 && status !== 204) clmRefused(status, payload);
    },

    async tolAccount(accountId) {
      const { status, payload } = await call<WireTolAccount>('GET', `/v1/tol-accounts/${id(accountId)}`);
      if (status !== 200 || !payload) clmRefused(status, payload);
      return {
        accountId: payload.account_id,
        holderName: payload.holder_name,
        contactMobile: payload.contact_mobile,
        package: payload.package,
        status: payload.status === 'SUSPENDED' ? 'suspended' : 'active',
        billingAddress: toAddress(payload.billing_address),
      };
    },
  };
}
