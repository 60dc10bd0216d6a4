import { parseStoredCampaign } from '@store/domain/campaign';
import { isThaiMobile } from '@store/domain/phone';
import { api } from '@/lib/api-client';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/** The offer_product of every callback request (spec 7: "{product} Mobile"). */
export const OFFER_PRODUCT = 'Tawan Mobile';

/** The stored campaign code (spec 4: kept 7 days, dropped when expired or malformed), '' when none. */
export function storedCampCode(now = Date.now()): string {
  return parseStoredCampaign(storage.get(STORAGE_KEYS.campaign), now)?.code ?? '';
}

/** The mobile number saved by an earlier request, when it is a valid Thai mobile; else null. */
export function storedContactMobile(): string | null {
  const value = storage.get(STORAGE_KEYS.contactMobile);
  return value && isThaiMobile(value) ? value : null;
}

/** POST /api/contact-requests; on success the number is saved for the next request. */
export async function sendContactRequest(contactName: string, mobileNumber: string) {
  const lead = await api<{ id: number; created_at: string }>('/contact-requests', {
    method: 'POST',
    body: { contact_name: contactName.trim(), mobile_number: mobileNumber, camp_code: storedCampCode(), offer_product: OFFER_PRODUCT },
  });
  storage.set(STORAGE_KEYS.contactMobile, mobileNumber);
  return lead;
}
