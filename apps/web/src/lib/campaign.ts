import { parseStoredCampaign, serializeCampaign } from '@store/domain/campaign';
import { STORAGE_KEYS, storage } from './storage';

/**
 * Remembers the campaign and UTM source a shopper arrived with (spec 4, 5): `?campaign=CODE` is
 * stored for 7 days as "CODE;expiry"; a malformed code is ignored; `utm_source` is kept as is.
 */
export function captureCampaignParams(search: string, now = Date.now()): void {
  const params = new URLSearchParams(search);
  const code = params.get('campaign');
  if (code) {
    const value = serializeCampaign(code, now);
    if (value) storage.set(STORAGE_KEYS.campaign, value);
  }
  const utm = params.get('utm_source');
  if (utm && /^[\w.-]{1,64}$/.test(utm)) storage.set(STORAGE_KEYS.utmSource, utm);
}

/** The stored campaign code, or '' — an expired or malformed value is dropped from storage. */
export function storedCampaignCode(now = Date.now()): string {
  const raw = storage.get(STORAGE_KEYS.campaign);
  const parsed = parseStoredCampaign(raw, now);
  if (!parsed && raw !== null) storage.remove(STORAGE_KEYS.campaign);
  return parsed?.code ?? '';
}
