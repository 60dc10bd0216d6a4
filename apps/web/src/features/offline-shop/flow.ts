import { OFFLINE_CUSTOMER_KEY } from '@/lib/offline-device';

/**
 * The counter sale's form (spec vhora-form, offline): the customer's birth data and wishes, their
 * details, the number and plan chosen, and the sale's Idempotency-Key. Kept for this tab only
 * (sessionStorage, cleared after the sale and at logout): a shop device serves many customers.
 */
export interface CounterForm {
  birth_date: string;
  birth_time: string;
  wishes: string[];
  customer: { name: string; phone: string; email: string; thai_id: string };
  campaign?: 'berfuntong' | 'zodiac';
  number?: string;
  package_id?: number;
  key?: string;
}

export function readForm(): CounterForm | null {
  try {
    const raw = window.sessionStorage.getItem(OFFLINE_CUSTOMER_KEY);
    const form = raw ? (JSON.parse(raw) as CounterForm) : null;
    return form && typeof form.birth_date === 'string' && form.customer ? form : null;
  } catch {
    return null;
  }
}

export function saveForm(form: CounterForm): void {
  try {
    window.sessionStorage.setItem(OFFLINE_CUSTOMER_KEY, JSON.stringify(form));
  } catch {
    /* storage unavailable */
  }
}

export function clearForm(): void {
  try {
    window.sessionStorage.removeItem(OFFLINE_CUSTOMER_KEY);
  } catch {
    /* storage unavailable */
  }
}

/** The profile the fortune calls take. */
export const profileOf = (form: CounterForm) => ({
  birth_date: form.birth_date,
  ...(form.birth_time ? { birth_time: form.birth_time, timezone: 'Asia/Bangkok' } : {}),
  wishes: form.wishes as never[],
});

export const newSaleKey = () => `offline-${crypto.randomUUID()}`;

/** Satang as baht for the counter (e.g. ฿1,299). */
export const baht = (satang: number) => `฿${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
