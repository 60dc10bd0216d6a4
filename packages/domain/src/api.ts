import { z } from 'zod';

/** The closed set of error types (STYLE.md habit 6) and their HTTP statuses. */
export const ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** The thing existed but is over for good (e.g. an expired coupon). */
  gone: 410,
  /** Well-formed but breaks a business rule (e.g. a coupon that no longer applies when the order is placed). */
  /** The body is bigger than the route takes (e.g. an eKYC photo over 5 MB). */
  too_large: 413,
  /** The body is not of a type the route takes (e.g. an eKYC photo that is neither JPEG nor PNG). */
  unsupported_media: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  /** An outside system did not answer in time (e.g. the porting clearinghouse, 504 porting_timeout). */
  timeout: 504,
  internal: 500,
} as const;
export type ErrorType = keyof typeof ERROR_STATUS;

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** `{ data }` on success. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
