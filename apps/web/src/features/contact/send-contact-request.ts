import { isThaiMobile } from '@store/domain/phone';
import type { createContactRequest } from '@store/domain/contracts/contact';
import { call } from '@/lib/api-client';
import { storedCampaignCode } from '@/lib/campaign';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/** The offer_product of every callback request (spec 7: "{product} Mobile"). */
export const OFFER_PRODUCT = 'Tawan Mobile';

/** The mobile number saved by an earlier request, when it is a valid Thai mobile; else null. */
export function storedContactMobile(): string | null {
  const value = storage.get(STORAGE_KEYS.contactMobile);
  return value && isThaiMobile(value) ? value : null;
}

/** POST /api/contact-requests; on success the number is saved for the next request. */
export async function sendContactRequest(contactName: string, mobileNumber: string) {
  const lead = await call<typeof createContactRequest>('POST', '/contact-requests', {
    body: { contact_name: contactName.trim(), mobile_number: mobileNumber, camp_code: storedCampaignCode(), offer_product: OFFER_PRODUCT },
  });
  storage.set(STORAGE_KEYS.contactMobile, mobileNumber);
  return lead;
}
