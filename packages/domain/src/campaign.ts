import { CAMPAIGN_STORAGE_MS } from './constants';

/**
 * The stored campaign parameter of spec 5 and 9: an alphanumeric code, a semicolon and an optional
 * 13-digit expiry timestamp (ms). Kept 7 days; dropped when expired or malformed.
 */
export interface StoredCampaign {
  code: string;
  expiresAt: number | null;
}

const STORED_RE = /^([A-Za-z0-9]+);(\d{13})?$/;
const CODE_RE = /^[A-Za-z0-9]+$/;

/** Parses a stored value; null when malformed or expired at `now`. */
export function parseStoredCampaign(value: string | null | undefined, now: number): StoredCampaign | null {
  if (!value) return null;
  const match = STORED_RE.exec(value);
  if (!match) return null;
  const expiresAt = match[2] ? Number(match[2]) : null;
  if (expiresAt !== null && expiresAt <= now) return null;
  return { code: match[1], expiresAt };
}

/** The value to store for a campaign code met in a URL at `now`; null when the code is not alphanumeric. */
export function serializeCampaign(code: string, now: number): string | null {
  if (!CODE_RE.test(code)) return null;
  return `${code};${now + CAMPAIGN_STORAGE_MS}`;
}

/** A campaign (spec 3) is active only when its status is active and now is between start and end. */
export function isCampaignActive(campaign: { status: string; start_date: { sec: number }; end_date: { sec: number } }, nowMs: number): boolean {
  const now = nowMs / 1000;
  return campaign.status === 'active' && campaign.start_date.sec <= now && now <= campaign.end_date.sec;
}
