import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from '@store/domain/contracts/mnp';

/**
 * Every error code the porting contracts name (their summaries: "409 porting_in_progress /
 * out_of_stock, 410 …") has a message in both languages, so a shopper never reads a raw code or the
 * generic text for a failure the API tells apart.
 */
const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'locales');
const errorsOf = (lang: string, ns: string) => (JSON.parse(readFileSync(path.join(locales, lang, `${ns}.json`), 'utf8')) as { errors: Record<string, string> }).errors;

function codesIn(summary: string): string[] {
  const codes: string[] = [];
  for (const m of summary.matchAll(/\b[1-5]\d\d ([a-z][a-z_]*\*?(?: \/ [a-z][a-z_]*\*?)*)/g)) {
    for (const code of m[1].split(' / ')) if (!code.endsWith('*') && code.includes('_')) codes.push(code);
  }
  return codes;
}

const summaries = Object.values(contracts).map((c) => (c as { summary: string }).summary);
const codes = [...new Set(summaries.flatMap(codesIn))].sort();

describe('porting error messages', () => {
  it('finds the codes in the contracts', () => {
    expect(codes).toContain('porting_pin_invalid');
    expect(codes).toContain('sim_serial_mismatch');
    expect(codes.length).toBeGreaterThan(20);
  });

  it.each(['th', 'en'])('has a message for every contract error code in %s', (lang) => {
    const messages = errorsOf(lang, 'mnp');
    expect(codes.filter((code) => !messages[code])).toEqual([]);
    for (const code of ['porting_pin_format', 'sim_serial_format', 'mobile_invalid', 'thai_id_checksum', 'otp_incorrect', 'network_error', 'generic'])
      expect(messages[code], code).toBeTruthy();
  });

  it.each(['th', 'en'])('tracking says why a cancel failed in %s', (lang) => {
    const messages = errorsOf(lang, 'porting-status');
    for (const code of ['porting_not_cancellable', 'porting_not_found', 'generic']) expect(messages[code], code).toBeTruthy();
  });
});
