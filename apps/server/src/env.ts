import { z } from 'zod';
import { parsePromptPayTarget } from '@store/domain/promptpay';
import { SWB_GROUPS, type SwbGroup } from '@store/domain/fortune';

/** The server's environment, read once at boot (STYLE.md habit 5); fails listing what is wrong. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().url().optional(),
    // A read replica of DATABASE_URL for catalogue reads (listings, facets, detail, suggestions, pages); PostgreSQL only.
    DATABASE_READ_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    BASE_PATH: z
      .string()
      .default('')
      .transform((v) => v.replace(/\/+$/, ''))
      .refine((v) => v === '' || /^\/[A-Za-z0-9/_-]+$/.test(v), 'BASE_PATH must look like /store'),
    WEB_DIST: z.string().optional(),
    // Numbers put in the pool on first start (the seed is skipped when the pool has numbers).
    NUMBER_POOL_SIZE: z.coerce.number().int().min(100).max(20_000_000).default(1_000_000),
    // How long the server may take to render a page before it sends the client-only shell; 0 turns server rendering off.
    SSR_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
    OPERATOR_TOKEN: z.string().min(16).optional(),
    PUBLIC_ORIGIN: z.string().url().optional(),
    // Off by default: X-Forwarded-For is only believed from proxies named here ("true", a hop count, or
    // comma-separated addresses/CIDRs), so a client cannot dodge per-address rate limits by sending it.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v): boolean | number | string[] => {
        if (!v || v === 'false') return false;
        if (v === 'true') return true;
        if (/^\d+$/.test(v)) return Number(v);
        return v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
      }),
    // E-mail through SMTP (nodemailer URL form); unset: the email_outbox table.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    // SMS through a bulk-SMS HTTP API (all four together); unset: the sms_outbox table.
    SMS_PROVIDER_URL: z.string().url().optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    SMS_API_SECRET: z.string().min(1).optional(),
    SMS_SENDER: z.string().min(1).max(11).optional(),
    // The operator's subscriber system (BSS) over its REST API (both together; decision 028); unset: the
    // embedded subscriber sandbox with its seeded test lines (README "Subscriber system (sandbox)").
    SUBSCRIBERS_URL: z.string().url().optional(),
    SUBSCRIBERS_API_KEY: z.string().min(16).optional(),
    // The national porting clearinghouse over REST (both together; decision 029); unset: the embedded
    // clearinghouse sandbox with its seeded numbers (README "Porting clearinghouse (sandbox)").
    PORTING_URL: z.string().url().optional(),
    // The member card system over REST (both together; decision 035); unset: the embedded card sandbox
    // with its seeded test cards (README "Card system (sandbox)").
    CARD_SYSTEM_URL: z.string().url().optional(),
    CARD_SYSTEM_API_KEY: z.string().min(16).optional(),
    // The offline shop's sandbox staff with their documented password (README "Offline shop (sandbox)"); "off" on a real deployment.
    OFFLINE_SANDBOX_STAFF: z.enum(['on', 'off']).default('on'),
    PORTING_API_KEY: z.string().min(16).optional(),
    // The student registry over REST (both together; decision 036); unset: the embedded registry
    // sandbox with its seeded universities and students (README "Student registry (sandbox)").
    STUDENT_REGISTRY_URL: z.string().url().optional(),
    STUDENT_REGISTRY_API_KEY: z.string().min(16).optional(),
    // The pay-smooth partner over REST (both together; decision 037); unset: the embedded partner
    // sandbox with its seeded applicants (README "Pay smooth partner (sandbox)").
    PAYSMOOTH_URL: z.string().url().optional(),
    PAYSMOOTH_API_KEY: z.string().min(16).optional(),
    // eKYC through Onfido's API v3.6 (its official client; the URL is its base path, decision 027; both together); unset: the embedded sandbox.
    EKYC_PROVIDER_URL: z.string().url().optional(),
    EKYC_API_KEY: z.string().min(1).optional(),
    // The sandbox vendor decides this long after an application is submitted.
    EKYC_SANDBOX_DECISION_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
    // The SWB partners' keys (decision 025): a JSON object of group → base64 32-byte AES-256-GCM key;
    // unset: per-partner keys derived from a secret the store keeps, and the sandbox mint route is on.
    SWB_KEYS: z
      .string()
      .optional()
      .transform((v, ctx): Partial<Record<SwbGroup, string>> | undefined => {
        if (v === undefined || v.trim() === '') return undefined;
        const fail = (message: string) => {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        };
        let parsed: unknown;
        try {
          parsed = JSON.parse(v);
        } catch {
          return fail('SWB_KEYS must be a JSON object of partner group to base64 key');
        }
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('SWB_KEYS must be a JSON object of partner group to base64 key');
        const keys: Partial<Record<SwbGroup, string>> = {};
        for (const [group, key] of Object.entries(parsed)) {
          if (!(SWB_GROUPS as readonly string[]).includes(group)) return fail(`SWB_KEYS: ${group} is not an SWB group (${SWB_GROUPS.join(', ')})`);
          if (typeof key !== 'string' || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(key) || Buffer.from(key, 'base64').length !== 32) {
            return fail(`SWB_KEYS: the key of ${group} must be 32 bytes in base64`);
          }
          keys[group as SwbGroup] = key;
        }
        return keys;
      }),
    // Prometheus metrics at {BASE_PATH}/metrics (off by default), optionally behind a bearer token.
    METRICS: z.enum(['on', 'off']).default('off'),
    METRICS_TOKEN: z.string().min(16).optional(),
    // The payment gateway (decision 019): the embedded sandbox (default) or Omise / Opn Payments.
    PAYMENT_GATEWAY: z.enum(['sandbox', 'omise']).default('sandbox'),
    OMISE_PUBLIC_KEY: z
      .string()
      .regex(/^pkey_(test_)?[A-Za-z0-9]+$/, 'OMISE_PUBLIC_KEY must be an Omise public key (pkey_... or pkey_test_...)')
      .optional(),
    OMISE_SECRET_KEY: z
      .string()
      .regex(/^skey_(test_)?[A-Za-z0-9]+$/, 'OMISE_SECRET_KEY must be an Omise secret key (skey_... or skey_test_...)')
      .optional(),
    // The webhook signing secret from the Omise dashboard (base64); unset: each webhook is checked by reading its event back from the API.
    OMISE_WEBHOOK_SECRET: z
      .string()
      .regex(/^[A-Za-z0-9+/]{16,}={0,2}$/, 'OMISE_WEBHOOK_SECRET must be the base64 secret shown in the Omise dashboard')
      .optional(),
    // Another Omise-compatible host (the embedded sandbox's Omise wire API, for example); unset: api.omise.co and vault.omise.co.
    OMISE_API_URL: z.string().url().optional(),
    OMISE_VAULT_URL: z.string().url().optional(),
    // Serve the sandbox's Omise wire API (the paths of api.omise.co and vault.omise.co) on this port too (off by default).
    SANDBOX_OMISE_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
    // The merchant's PromptPay ID that the sandbox's QR codes pay: a 13-digit tax ID or a 10-digit mobile number.
    PROMPTPAY_ID: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return undefined;
        const target = parsePromptPayTarget(v);
        if (!target) {
          ctx.addIssue({ code: 'custom', message: 'PROMPTPAY_ID must be a 13-digit tax ID with a valid check digit or a 10-digit Thai mobile number' });
          return z.NEVER;
        }
        return target.id;
      }),
    // How often the background sweepers run (holds, unpaid orders, sandbox charges); tests shorten it.
    SWEEP_EVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    // OpenTelemetry traces: on with OTEL_TRACES=on or an OTLP endpoint (lib/tracing.ts); off, nothing is loaded.
    OTEL_TRACES: z.enum(['on', 'off']).optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Another OpenID Connect provider instead of the embedded one (all three together).
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  })
  .refine((env) => !env.SMS_PROVIDER_URL || (env.SMS_API_KEY && env.SMS_API_SECRET && env.SMS_SENDER), {
    message: 'SMS_PROVIDER_URL needs SMS_API_KEY, SMS_API_SECRET and SMS_SENDER',
    path: ['SMS_PROVIDER_URL'],
  })
  .refine((env) => !env.SUBSCRIBERS_URL || env.SUBSCRIBERS_API_KEY, {
    message: 'SUBSCRIBERS_URL needs SUBSCRIBERS_API_KEY (at least 16 characters)',
    path: ['SUBSCRIBERS_URL'],
  })
  .refine((env) => !env.CARD_SYSTEM_URL === !env.CARD_SYSTEM_API_KEY, {
    message: 'CARD_SYSTEM_URL and CARD_SYSTEM_API_KEY go together (at least 16 characters)',
    path: ['CARD_SYSTEM_URL'],
  })
  .refine((env) => !env.PORTING_URL === !env.PORTING_API_KEY, {
    message: 'PORTING_URL and PORTING_API_KEY go together (at least 16 characters)',
    path: ['PORTING_URL'],
  })
  .refine((env) => !env.STUDENT_REGISTRY_URL === !env.STUDENT_REGISTRY_API_KEY, {
    message: 'STUDENT_REGISTRY_URL and STUDENT_REGISTRY_API_KEY go together (at least 16 characters)',
    path: ['STUDENT_REGISTRY_URL'],
  })
  .refine((env) => !env.PAYSMOOTH_URL === !env.PAYSMOOTH_API_KEY, {
    message: 'PAYSMOOTH_URL and PAYSMOOTH_API_KEY go together (at least 16 characters)',
    path: ['PAYSMOOTH_URL'],
  })
  .refine((env) => !env.EKYC_PROVIDER_URL === !env.EKYC_API_KEY, {
    message: 'EKYC_PROVIDER_URL and EKYC_API_KEY go together (the vendor API and its token)',
    path: ['EKYC_PROVIDER_URL'],
  })
  .refine((env) => env.PAYMENT_GATEWAY !== 'omise' || env.OMISE_SECRET_KEY, {
    message: 'PAYMENT_GATEWAY=omise needs OMISE_SECRET_KEY (skey_...) from the Omise dashboard',
    path: ['OMISE_SECRET_KEY'],
  })
  .refine((env) => env.PAYMENT_GATEWAY !== 'omise' || env.OMISE_PUBLIC_KEY, {
    message: 'PAYMENT_GATEWAY=omise needs OMISE_PUBLIC_KEY (pkey_...) for the browser to tokenise cards',
    path: ['OMISE_PUBLIC_KEY'],
  })
  .refine((env) => !env.DATABASE_READ_URL || env.DATABASE_URL, {
    message: 'DATABASE_READ_URL is a replica of DATABASE_URL; set DATABASE_URL too',
    path: ['DATABASE_READ_URL'],
  })
  .refine((env) => !env.OIDC_ISSUER || (env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET), {
    message: 'OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
    path: ['OIDC_ISSUER'],
  });

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
