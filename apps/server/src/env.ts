import { z } from 'zod';

/** The server's environment, read once at boot (STYLE.md habit 5); fails listing what is wrong. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  BASE_PATH: z
    .string()
    .default('')
    .transform((v) => v.replace(/\/+$/, ''))
    .refine((v) => v === '' || /^\/[A-Za-z0-9/_-]+$/.test(v), 'BASE_PATH must look like /store'),
  WEB_DIST: z.string().optional(),
  OPERATOR_TOKEN: z.string().min(16).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
