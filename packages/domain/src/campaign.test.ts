import { describe, expect, it } from 'vitest';
import { isCampaignActive, parseStoredCampaign, serializeCampaign } from './campaign';
import { CAMPAIGN_STORAGE_MS } from './constants';

const now = 1_735_689_600_000; // 2025-01-01T00:00:00Z, 13 digits

describe('parseStoredCampaign (spec 5: code;[13-digit expiry])', () => {
  it('reads a code without an expiry', () => {
    expect(parseStoredCampaign('SUMMER25;', now)).toEqual({ code: 'SUMMER25', expiresAt: null });
  });

  it('reads a code with a future 13-digit expiry', () => {
    expect(parseStoredCampaign(`SUMMER25;${now + 1}`, now)).toEqual({ code: 'SUMMER25', expiresAt: now + 1 });
  });

  it('drops a value that expires exactly now or earlier', () => {
    expect(parseStoredCampaign(`SUMMER25;${now}`, now)).toBeNull();
    expect(parseStoredCampaign(`SUMMER25;${now - 1}`, now)).toBeNull();
  });

  it.each([
    ['SUMMER-25;', 'a dash in the code'],
    ['SUMMER 25;', 'a space in the code'],
    ['โปร;', 'Thai letters in the code'],
    [';1735689600001', 'an empty code'],
    [`SUMMER25;${String(now).slice(1)}`, 'a 12-digit timestamp'],
    [`SUMMER25;${now}0`, 'a 14-digit timestamp'],
    ['SUMMER25', 'no semicolon'],
    [`SUMMER25${now + 1}`, 'the timestamp glued to the code'],
    [`SUMMER25;${now + 1};`, 'a trailing semicolon'],
    [`SUMMER25;${now + 1} `, 'a trailing space'],
    ['SUMMER25;abcdefghijklm', 'letters as the timestamp'],
    ['', 'nothing'],
  ])('drops %j (%s)', (value) => {
    expect(parseStoredCampaign(value, now)).toBeNull();
  });

  it('drops null and undefined', () => {
    expect(parseStoredCampaign(null, now)).toBeNull();
    expect(parseStoredCampaign(undefined, now)).toBeNull();
  });
});

describe('serializeCampaign', () => {
  it('stores the code for 7 days (604800000 ms)', () => {
    expect(CAMPAIGN_STORAGE_MS).toBe(604_800_000);
    expect(serializeCampaign('SUMMER25', now)).toBe(`SUMMER25;${now + 604_800_000}`);
  });

  it('is read back until, and not at, the end of the 7 days', () => {
    const stored = serializeCampaign('SUMMER25', now)!;
    expect(parseStoredCampaign(stored, now)).toEqual({ code: 'SUMMER25', expiresAt: now + CAMPAIGN_STORAGE_MS });
    expect(parseStoredCampaign(stored, now + CAMPAIGN_STORAGE_MS - 1)?.code).toBe('SUMMER25');
    expect(parseStoredCampaign(stored, now + CAMPAIGN_STORAGE_MS)).toBeNull();
  });

  it.each(['', 'SUMMER-25', 'A;B', 'with space', '<script>'])('refuses the code %j', (code) => {
    expect(serializeCampaign(code, now)).toBeNull();
  });
});

describe('isCampaignActive (status and window, edges included)', () => {
  const startSec = 1_735_689_600;
  const endSec = startSec + 86_400;
  const campaign = (status: string) => ({ status, start_date: { sec: startSec }, end_date: { sec: endSec } });

  it('is active inside the window', () => {
    expect(isCampaignActive(campaign('active'), (startSec + 60) * 1000)).toBe(true);
  });

  it('is active at the first and the last second of the window', () => {
    expect(isCampaignActive(campaign('active'), startSec * 1000)).toBe(true);
    expect(isCampaignActive(campaign('active'), endSec * 1000)).toBe(true);
  });

  it('is not active a millisecond before the start or after the end', () => {
    expect(isCampaignActive(campaign('active'), startSec * 1000 - 1)).toBe(false);
    expect(isCampaignActive(campaign('active'), endSec * 1000 + 1)).toBe(false);
  });

  it.each(['inactive', 'draft', 'Active', ''])('is not active with status %j, even inside the window', (status) => {
    expect(isCampaignActive(campaign(status), (startSec + 60) * 1000)).toBe(false);
  });
});
