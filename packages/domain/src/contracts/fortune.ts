import { z } from 'zod';
import { dataEnvelope } from '../api';
import {
  fortuneHoldBodySchema,
  fortuneVerificationSchema,
  fortuneVerifyBodySchema,
  horoscopeSchema,
  personalizeBodySchema,
  personalizeResultSchema,
  prophecyEmailBodySchema,
  readingBodySchema,
  readingSchema,
  SWB_GROUPS,
  swbRedeemBodySchema,
  swbRedeemResultSchema,
} from '../fortune';
import { MSISDN_RE } from '../msisdn';
import { numberHoldSchema } from '../number-search';
import { numerologyDataSchema } from '../numerology';
import { defineRoute } from './define';

const tags = ['fortune'];
const numberParams = z.object({ number: z.string().regex(MSISDN_RE, { message: 'number_invalid' }) });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(128) });
const bilingual = z.object({ th: z.string(), en: z.string() });

export const verifyFortunePhone = defineRoute({
  method: 'POST',
  path: '/fortune/verify',
  tags,
  summary: 'Fortune (spec POST /v2/vhora/verify): check the OTP sent by POST /sim/otp to my phone; the phone stays verified for the campaign (7 days)',
  body: fortuneVerifyBodySchema,
  response: { 201: dataEnvelope(fortuneVerificationSchema) },
});

export const getFortuneVerification = defineRoute({
  method: 'GET',
  path: '/fortune/verify',
  tags,
  summary: 'My verified fortune phone (masked), if any',
  response: { 200: dataEnvelope(fortuneVerificationSchema.nullable()) },
});

export const personalize = defineRoute({
  method: 'POST',
  path: '/fortune/personalize',
  tags,
  summary:
    'Fortune (spec post-personalize-funtong, post-personalize-funtong-mahachok, fortune-funtong-redis): available numbers ranked for my birth data and wishes, best first; cursor paged. The birth data is in the body, never in a URL',
  body: personalizeBodySchema,
  response: { 200: dataEnvelope(personalizeResultSchema) },
});

export const readNumber = defineRoute({
  method: 'POST',
  path: '/fortune/reading',
  tags,
  summary: 'Fortune (spec funtong, prophecy): the full reading of one number for me (every pair, the sum, grade, group, why it suits me), in Thai and English',
  body: readingBodySchema,
  response: { 200: dataEnvelope(readingSchema) },
});

export const holdFortuneNumber = defineRoute({
  method: 'POST',
  path: '/fortune/numbers/:number/hold',
  tags,
  summary:
    'Fortune (spec mobile-numbers, mobile-numbers/temp-reserve): hold a number of my personalised list for 30 minutes (201; 200 when I hold it already). Needs my verified phone; 409 number_unavailable / hold_limit / number_not_suited',
  params: numberParams,
  headers: idempotencyHeaders,
  body: fortuneHoldBodySchema,
  response: { 200: dataEnvelope(numberHoldSchema), 201: dataEnvelope(numberHoldSchema) },
});

export const emailProphecy = defineRoute({
  method: 'POST',
  path: '/fortune/prophecy/email',
  tags,
  summary: 'Fortune (spec resend-email): e-mail me the full reading of a number I hold or ordered (one a minute)',
  body: prophecyEmailBodySchema,
  response: { 201: dataEnvelope(z.object({ sent_to: z.string(), number: z.string() })) },
});

export const listHoroscopes = defineRoute({
  method: 'GET',
  path: '/fortune/horoscopes',
  tags,
  summary: 'The zodiac signs with their dates, ruling planet and lucky digits (spec GET /truemoveh/horoscopes)',
  response: { 200: dataEnvelope(z.array(horoscopeSchema)) },
});

export const listLuckyGroups = defineRoute({
  method: 'GET',
  path: '/fortune/groups',
  tags,
  summary: 'The fortune groups, subgroups, grades and wishes (spec GET lucky-sim-group)',
  response: {
    200: dataEnvelope(
      z.object({
        groups: z.array(
          z.object({ key: z.string(), wish: z.string().nullable(), group_title: bilingual, subgroups: z.array(z.object({ key: z.string(), subgroup_title: bilingual })) }),
        ),
        grades: z.array(z.object({ grade: z.string(), min_score: z.number().int(), label: bilingual })),
        wishes: z.array(z.object({ key: z.string(), label: bilingual })),
      }),
    ),
  },
});

export const getNumerology = defineRoute({
  method: 'GET',
  path: '/fortune/numerology',
  tags,
  summary: 'The numerology data in force (pairs, sums, grades, groups, weekday rules, scoring) and its version',
  response: { 200: dataEnvelope(z.object({ version: z.number().int(), updated_at: z.string().nullable(), features_version: z.number().int(), data: numerologyDataSchema })) },
});

export const putNumerology = defineRoute({
  method: 'PUT',
  path: '/fortune/numerology',
  tags,
  summary: 'Operator (config.write): replace the numerology data; the whole set is checked, then every number is scored again in the background (202)',
  body: z.unknown(),
  response: { 202: dataEnvelope(z.object({ version: z.number().int() })) },
});

const versionParams = z.object({ version: z.coerce.number().int().min(1).max(2_147_483_647) });
const numerologyVersionSchema = z.object({ version: z.number().int(), changed_by: z.string().nullable(), changed_at: z.string(), reverted_from: z.number().int().nullable() });

export const listNumerologyVersions = defineRoute({
  method: 'GET',
  path: '/fortune/numerology/versions',
  tags,
  summary: 'Operator (config.write): the saved versions of the numerology data, newest first (who, when, reverted from); keyset pages (cursor = the last version)',
  querystring: z.object({ cursor: z.coerce.number().int().min(1).max(2_147_483_647).optional(), limit: z.coerce.number().int().min(1).max(200).default(25) }),
  response: { 200: dataEnvelope(z.object({ items: z.array(numerologyVersionSchema), next_cursor: z.string().nullable() })) },
});

export const getNumerologyVersion = defineRoute({
  method: 'GET',
  path: '/fortune/numerology/versions/:version',
  tags,
  summary: 'Operator (config.write): one saved version of the numerology data, whole (404 numerology_version_not_found)',
  params: versionParams,
  response: { 200: dataEnvelope(numerologyVersionSchema.extend({ data: z.unknown() })) },
});

export const revertNumerology = defineRoute({
  method: 'POST',
  path: '/fortune/numerology/versions/:version/revert',
  tags,
  summary:
    'Operator (config.write): bring back an earlier version as a new version (checked whole again; 404 numerology_version_not_found, 400 numerology_invalid); the pool is scored again in the background (202); audited',
  params: versionParams,
  response: { 202: dataEnvelope(z.object({ version: z.number().int() })) },
});

export const redeemSwb = defineRoute({
  method: 'POST',
  path: '/fortune/swb/:group',
  tags,
  summary:
    "SWB link (spec swb/:group/:encrypt, SWB decrypt): open a partner astrologer's token and hold its number (201; 200 for the same token again). 400 swb_token_invalid (forged or altered) or validation_failed (swb_group_unknown), 410 swb_token_expired, 404 swb_off / swb_group_not_listed, 409 swb_token_used, 409 swb_number_not_found / number_unavailable",
  params: z.object({ group: z.enum(SWB_GROUPS, { message: 'swb_group_unknown' }) }),
  body: swbRedeemBodySchema,
  response: { 200: dataEnvelope(swbRedeemResultSchema), 201: dataEnvelope(swbRedeemResultSchema) },
});

export const mintSwbToken = defineRoute({
  method: 'POST',
  path: '/dev/swb-tokens',
  tags,
  summary: "Sandbox only (the embedded partner keys): make a partner's SWB token for a number, as the partner would",
  body: z.object({
    group: z.enum(SWB_GROUPS),
    mobile: z.string().regex(MSISDN_RE),
    expires_in_s: z
      .number()
      .int()
      .min(-86_400)
      .max(7 * 86_400)
      .default(3600),
    source_type: z.enum(['physical-sim', 'esim']).default('physical-sim'),
  }),
  response: { 201: dataEnvelope(z.object({ token: z.string(), path: z.string() })) },
});
