import type { StoreConfig } from '@store/domain/config';
import type { FortuneHoldMeta, FortuneProfile, FortuneCampaign, ZodiacSign } from '@store/domain/fortune';
import type { NumberHold } from '@store/domain/number-search';
import type { NumerologyData } from '@store/domain/numerology';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { NumbersService } from '../numbers/service';
import { campaignRules, requireCampaignOn } from './campaigns';
import { readFor } from './reading';
import { fortuneVerificationOf } from './verify';

export interface FortuneHoldInput {
  userId: string;
  number: string;
  key: string;
  body: FortuneProfile & { campaign: FortuneCampaign; zodiac_sign?: ZodiacSign };
  /** A staff member at a shop's counter checked the customer in person (issue 19): no phone OTP needed. */
  checkedAtCounter?: boolean;
}

/**
 * Holds a number of the shopper's personalised list (spec mobile-numbers; temp-reserve for zodiac)
 * for 30 minutes, through the numbers module (one conditional UPDATE: two shoppers never hold the
 * same number). Needs the phone verified by OTP (403 fortune_phone_unverified) and a number the
 * campaign would list for this shopper (409 number_not_suited: a bad pair, the kalakini digit, no
 * lucky digit of the sign, or under the campaign's grade). The hold carries the number's grade and
 * group and the birth time and zone for the order's sim_meta; the birth date goes there through
 * the SIM verification, as for every SIM.
 */
export async function holdFortuneNumber(
  db: Db,
  numbers: NumbersService,
  config: StoreConfig,
  data: NumerologyData,
  input: FortuneHoldInput,
): Promise<{ hold: NumberHold; created: boolean }> {
  const { body } = input;
  requireCampaignOn(body.campaign, config);
  if (!input.checkedAtCounter && !(await fortuneVerificationOf(db, input.userId)))
    throw forbidden('fortune_phone_unverified', 'Please verify your phone number with the code we send it first.');
  const reading = readFor(input.number, body, data);
  const found = await numbers.lookup(db, input.number);
  if (!found) throw notFound('number_not_found', `No number ${input.number} in the pool.`);

  const rules = campaignRules({ campaign: body.campaign, birthDate: body.birth_date, zodiacSign: body.zodiac_sign, highTier: false }, config, data);
  const suited =
    !reading.has_bad_pair &&
    !reading.has_kalakini &&
    (rules.minScore === null || reading.score >= rules.minScore) &&
    (rules.requireAnyMask === null || (reading.features.digit_mask & rules.requireAnyMask) !== 0);
  if (!suited) throw conflict('number_not_suited', 'This number is not one of the numbers that suit you in this campaign.');

  const meta: FortuneHoldMeta = {
    campaign: body.campaign,
    berfuntong: { grade: reading.grade, group_title: reading.group_title, subgroup_title: reading.subgroup_title },
    birth_time: body.birth_time ?? null,
    timezone: body.timezone ?? null,
  };
  return numbers.hold(db, { number: input.number, owner: input.userId, flow: body.campaign, key: input.key, meta });
}
