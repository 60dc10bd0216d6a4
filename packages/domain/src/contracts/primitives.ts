import { z } from 'zod';

/**
 * The field schemas every contract builds on (issue 12): text that a database can store, and
 * integers that fit the column they are written to. A route that takes free text or a number uses
 * these, never a bare `z.string()` or `z.number()`, so a NUL byte or a 2^31 is a 400, not a 500.
 */

/** No NUL (PostgreSQL text cannot hold U+0000) and no lone surrogate. */
const STORABLE = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** Free text a user types: storable, trimmed, at most `max` characters. */
export const text = (max = 500) => z.string().trim().max(max).regex(STORABLE, 'Text may not contain control characters of this kind.');

/** An identifier-like token (ids in paths, codes): storable, no spaces, at most `max` characters. */
export const token = (max = 100) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[^\u0000\s]+$/, 'Not a valid identifier.');

export const INT32_MAX = 2_147_483_647;

/** A JSON integer that fits a PostgreSQL `integer` column. */
export const int32 = () =>
  z
    .number()
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX);
/** A positive JSON integer id (serial). */
export const serialId = () => z.number().int().min(1).max(INT32_MAX);
/** An integer from a path or query string that fits an `integer` column. */
export const int32Param = () =>
  z.coerce
    .number()
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX);
/** A positive integer id from a path or query string. */
export const serialIdParam = () => z.coerce.number().int().min(1).max(INT32_MAX);
/** Money in satang from a query string (bigint-safe range, never negative). */
export const satangParam = () => z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
