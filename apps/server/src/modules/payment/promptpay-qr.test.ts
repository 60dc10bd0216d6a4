import { describe, expect, it } from 'vitest';
import { parseEmvFields } from '@store/domain/promptpay';
import { promptPayPayload, qrSvgDataUrl } from './promptpay-qr';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), written here apart from the package's. */
function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const fieldsOf = (payload: string) => Object.fromEntries(parseEmvFields(payload).map((f) => [f.id, f.value]));

describe('CRC-16/CCITT-FALSE of the test', () => {
  it('gives the standard check value 29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
});

describe('PromptPay payload (EMVCo merchant-presented, DOMAIN.md)', () => {
  it.each([
    ['0812345678', 69900, '01', '0066812345678', '699.00'],
    ['081-234-5678', 2000, '01', '0066812345678', '20.00'],
    ['0991234567', 1, '01', '0066991234567', '0.01'],
    ['0105536000313', 123456789, '02', '0105536000313', '1234567.89'],
    ['1101700230708', 150050, '02', '1101700230708', '1500.50'],
  ])('%s, %i satang', (target, amount, accountId, account, amountText) => {
    const payload = promptPayPayload(target, amount);
    const fields = fieldsOf(payload);
    expect(Object.keys(fields).sort()).toEqual(['00', '01', '29', '53', '54', '58', '63']);
    expect(fields['00']).toBe('01');
    expect(fields['01']).toBe('12'); // dynamic: carries an amount
    expect(parseEmvFields(fields['29'])).toEqual([
      { id: '00', value: 'A000000677010111' },
      { id: accountId, value: account },
    ]);
    expect(fields['53']).toBe('764');
    expect(fields['54']).toBe(amountText);
    expect(fields['58']).toBe('TH');
    expect(payload.slice(-8, -4)).toBe('6304'); // the CRC is the last field
    expect(fields['63']).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it('gets a different checksum when one digit changes', () => {
    const a = promptPayPayload('0812345678', 69900);
    const b = promptPayPayload('0812345678', 69901);
    expect(fieldsOf(a)['63']).not.toBe(fieldsOf(b)['63']);
    expect(crc16CcittFalse(a.slice(0, -4).replace('699.00', '699.01'))).not.toBe(fieldsOf(a)['63']);
  });

  it('writes every amount from 0.01 to 300.00 baht to the satang', () => {
    for (let satang = 1; satang <= 30_000; satang++) {
      expect(fieldsOf(promptPayPayload('0812345678', satang))['54']).toBe((satang / 100).toFixed(2));
    }
  });

  it.each(['0212345678', '0105536000314', '12345', ''])('refuses the PromptPay ID %j', (target) => {
    expect(() => promptPayPayload(target, 1000)).toThrow(RangeError);
  });

  it('refuses an amount that is not positive whole satang', () => {
    expect(() => promptPayPayload('0812345678', 0)).toThrow(RangeError);
    expect(() => promptPayPayload('0812345678', 10.5)).toThrow(RangeError);
  });
});

describe('QR image', () => {
  it('renders an SVG data URL', async () => {
    const url = await qrSvgDataUrl(promptPayPayload('0812345678', 69900));
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(url.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
  });
});
