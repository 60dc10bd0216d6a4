import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

const OMISE = { PAYMENT_GATEWAY: 'omise', OMISE_PUBLIC_KEY: 'pkey_test_5xyz0123', OMISE_SECRET_KEY: 'skey_test_5xyz0123' };

describe('payment environment (read at start)', () => {
  it('defaults to the embedded sandbox with no PromptPay ID of its own', () => {
    const env = readEnv({});
    expect(env.PAYMENT_GATEWAY).toBe('sandbox');
    expect(env.PROMPTPAY_ID).toBeUndefined();
  });

  it('PAYMENT_GATEWAY=omise without the secret key refuses to start, naming what is missing', () => {
    expect(() => readEnv({ PAYMENT_GATEWAY: 'omise', OMISE_PUBLIC_KEY: OMISE.OMISE_PUBLIC_KEY })).toThrow(
      /Invalid environment:\n {2}OMISE_SECRET_KEY: PAYMENT_GATEWAY=omise needs OMISE_SECRET_KEY/,
    );
    expect(() => readEnv({ PAYMENT_GATEWAY: 'omise', OMISE_SECRET_KEY: OMISE.OMISE_SECRET_KEY })).toThrow(/OMISE_PUBLIC_KEY: PAYMENT_GATEWAY=omise needs OMISE_PUBLIC_KEY/);
  });

  it('refuses keys that are not Omise keys (a secret key where the public one goes, say)', () => {
    expect(() => readEnv({ ...OMISE, OMISE_PUBLIC_KEY: OMISE.OMISE_SECRET_KEY })).toThrow(/OMISE_PUBLIC_KEY: OMISE_PUBLIC_KEY must be an Omise public key/);
    expect(() => readEnv({ ...OMISE, PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('takes a complete Omise configuration, with another API host', () => {
    const env = readEnv({ ...OMISE, OMISE_API_URL: 'http://127.0.0.1:4010', OMISE_WEBHOOK_SECRET: Buffer.alloc(32, 7).toString('base64') });
    expect(env).toMatchObject({ PAYMENT_GATEWAY: 'omise', OMISE_API_URL: 'http://127.0.0.1:4010' });
    expect(() => readEnv({ ...OMISE, OMISE_API_URL: 'not a url' })).toThrow(/OMISE_API_URL/);
  });

  it.each([
    ['0105536000313', '0105536000313'],
    ['0812345678', '0812345678'],
    ['081-234-5678', '0812345678'],
  ])('takes PROMPTPAY_ID %s (a tax ID with its check digit or a mobile number)', (value, id) => {
    expect(readEnv({ PROMPTPAY_ID: value }).PROMPTPAY_ID).toBe(id);
  });

  it.each(['0105536000314', '12345', '02123456', 'abcdefghijklm'])('refuses PROMPTPAY_ID %s with a clear message', (value) => {
    expect(() => readEnv({ PROMPTPAY_ID: value })).toThrow(/PROMPTPAY_ID: PROMPTPAY_ID must be a 13-digit tax ID with a valid check digit or a 10-digit Thai mobile number/);
  });
});

describe('SANDBOX_OMISE_PORT', () => {
  it('is off when unset or empty, and a port when given', () => {
    expect(readEnv({}).SANDBOX_OMISE_PORT).toBeUndefined();
    expect(readEnv({ SANDBOX_OMISE_PORT: '' }).SANDBOX_OMISE_PORT).toBeUndefined();
    expect(readEnv({ SANDBOX_OMISE_PORT: '4010' }).SANDBOX_OMISE_PORT).toBe(4010);
    expect(() => readEnv({ SANDBOX_OMISE_PORT: '70000' })).toThrow(/SANDBOX_OMISE_PORT/);
  });
});
