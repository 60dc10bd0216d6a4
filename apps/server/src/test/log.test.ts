import { describe, expect, it } from 'vitest';
import { leakedInLog } from './log';

describe('leakedInLog', () => {
  it('finds a secret written as a value of its own, in a string or a number', () => {
    expect(leakedInLog('{"msisdn":"0861000001"}', ['0861000001'])).toEqual(['0861000001']);
    expect(leakedInLog('{"id":1101700230705,"x":1}', ['1101700230705'])).toEqual(['1101700230705']);
    expect(leakedInLog('{"birth":"1990-02-28"}', ['1990-02-28', '1990-02-30'])).toEqual(['1990-02-28']);
    expect(leakedInLog('{"code":"123456"}', [/"code":"\d{6}"/])).toEqual(['/"code":"\\d{6}"/']);
    // Text that is not a number is found wherever it stands.
    expect(leakedInLog('{"url":"/x/1.ekyc-marker-7"}', ['ekyc-marker'])).toEqual(['ekyc-marker']);
  });

  it('does not count the same digits inside a longer number (a timestamp, a response time)', () => {
    const line = '{"time":1795748275003,"responseTime":3.0608610000017507}';
    expect(leakedInLog(line, ['0861000001', '50123', '75003', /0861000\d{3}/])).toEqual([]);
  });
});
