import { describe, expect, it } from 'vitest';
import { timedHolds, timeoutDestination, type StoredHold } from './number-holds';

const now = Date.parse('2026-03-01T10:00:00Z');
const hold = (number: string, flow: StoredHold['flow'], minutesLeft: number, package_id: number | null = null): StoredHold => ({
  number,
  hold_id: `h-${number}`,
  expires_at: new Date(now + minutesLeft * 60_000).toISOString(),
  flow,
  package_id,
});

describe('number hold timer', () => {
  it('times the soonest hold first and leaves out an SWB hold with more than two hours left (spec 9)', () => {
    const holds = [hold('0811111111', 'berfuntong', 25), hold('0822222222', 'swb', 121), hold('0833333333', 'postpaid', 10), hold('0844444444', 'swb', 120)];
    expect(timedHolds(holds, now).map((h) => h.number)).toEqual(['0833333333', '0811111111', '0844444444']);
  });

  it('sends the lucky listings and the fortune campaigns back to their page, SWB to the online store, and reloads the others (spec 4)', () => {
    expect(timeoutDestination({ flow: 'luckysim', package_id: 3 })).toBe('/online-store/luckysim');
    expect(timeoutDestination({ flow: 'lucky9999', package_id: null })).toBe('/online-store/lucky9999');
    expect(timeoutDestination({ flow: 'berfuntong', package_id: 3 })).toBe('/online-store/berfuntong');
    expect(timeoutDestination({ flow: 'zodiac', package_id: 3 })).toBe('/online-store/berfuntong-zodiac');
    expect(timeoutDestination({ flow: 'mahachok', package_id: 5 })).toBe('/online-store/berfuntong-mahachok');
    expect(timeoutDestination({ flow: 'vhora-god', package_id: 4 })).toBe('/online-store/postpaid/vhora-god/4');
    expect(timeoutDestination({ flow: 'presale-vhora-god', package_id: 4 })).toBe('/online-store/postpaid/presale-vhora-god/4');
    expect(timeoutDestination({ flow: 'swb', package_id: 3 })).toBe('/online-store');
    expect(timeoutDestination({ flow: 'postpaid', package_id: 3 })).toBeNull();
    expect(timeoutDestination({ flow: 'sim-diy', package_id: null })).toBeNull();
  });
});
