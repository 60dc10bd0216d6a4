import type { z } from 'zod';
import type { StoreConfig } from '@store/domain/config';
import { FORTUNE_MAX_RANK, type FortuneItem, type PersonalizeResult, type personalizeBodySchema } from '@store/domain/fortune';
import { bestPairOf, kalakiniOf, numberFeatures, scoreFeatures, type NumerologyData } from '@store/domain/numerology';
import { formatMsisdn } from '@store/domain/phone';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import type { NumbersService } from '../numbers/service';
import { campaignRules, requireCampaignOn } from './campaigns';
import type { NumerologyInForce } from './numerology';
import { withInputErrors } from './reading';

/**
 * POST /fortune/personalize (issue 14, decision 024): the available numbers ranked for a person's
 * birth data and wishes, best first, one page after the cursor. The ranking runs in the database
 * over the whole pool (numbers.rankFortune); this file turns the body into its filters (the
 * campaign's rules, campaigns.ts, shared with the fortune hold) and decorates the page's rows with
 * grade, group and best pair (scoreFeatures, for those rows only). 404 fortune_campaign_off when
 * the campaign is switched off. Birth data is neither stored nor logged.
 */

export type PersonalizeInput = z.output<typeof personalizeBodySchema>;

/** A position in the list: the last item of a page. */
export interface FortuneCursor {
  score: number;
  number: string;
  rank: number;
}

export const formatCursor = (c: FortuneCursor): string => `${c.score}:${c.number}:${c.rank}`;

/** "score:number:rank" (the contract checked its shape); 400 cursor_invalid for a rank of 0. */
export function parseCursor(cursor: string): FortuneCursor {
  const [score, number, rank] = cursor.split(':');
  const parsed = { score: Number(score), number, rank: Number(rank) };
  if (!Number.isSafeInteger(parsed.score) || !Number.isSafeInteger(parsed.rank) || parsed.rank < 1) throw invalid('cursor_invalid', 'The cursor is not one this list gave.');
  return parsed;
}

/** The strongest good pair of a number (highest weight, then the lower pair), with its meaning. */
function bestPair(pairs: readonly string[], data: NumerologyData): FortuneItem['best_pair'] {
  const best = bestPairOf(pairs, data);
  return best ? { pair: best.pair, meaning: best.meaning } : null;
}

export async function personalize(
  db: Db,
  numbers: Pick<NumbersService, 'rankFortune'>,
  inForce: NumerologyInForce,
  body: PersonalizeInput,
  config: StoreConfig,
): Promise<PersonalizeResult> {
  requireCampaignOn(body.campaign, config);
  const { data } = inForce;
  const birth = withInputErrors(() => kalakiniOf(body.birth_date, body.birth_time, data), 'The birth date or time is not valid.');
  const { minScore, requireAnyMask, zodiac } = campaignRules(
    { campaign: body.campaign, birthDate: body.birth_date, zodiacSign: body.zodiac_sign, highTier: body.high_tier },
    config,
    data,
  );
  const cursor = body.cursor ? parseCursor(body.cursor) : null;
  const first = (cursor?.rank ?? 0) + 1;
  const limit = Math.min(body.limit, FORTUNE_MAX_RANK - first + 1);
  const result = {
    campaign: body.campaign,
    birth_day: birth.day,
    birth_day_name: data.weekdays.days.find((d) => d.day === birth.day)!.name,
    kalakini: birth.digit,
    zodiac: zodiac ? structuredClone(zodiac) : null,
    min_score: minScore,
  };
  if (limit < 1) return { ...result, items: [], next_cursor: null };

  const rows = await numbers.rankFortune(db, {
    kalakini: birth.digit,
    wishes: body.wishes,
    wishBonus: data.scoring.wish_bonus,
    minScore,
    requireAnyMask,
    cursor: cursor && { score: cursor.score, number: cursor.number },
    limit: limit + 1,
  });
  const items: FortuneItem[] = rows.slice(0, limit).map((row, i) => {
    const features = numberFeatures(row.number);
    const s = scoreFeatures(features, birth.digit, body.wishes, data);
    return {
      number: row.number,
      display: formatMsisdn(row.number),
      class: row.class,
      price: row.price,
      digit_sum: row.digit_sum,
      score: row.score,
      grade: s.grade.grade,
      grade_label: s.grade.label,
      group: s.group.key,
      group_title: s.group.group_title,
      subgroup: s.subgroup.key,
      subgroup_title: s.subgroup.subgroup_title,
      matched_wishes: s.matched_wishes,
      best_pair: bestPair(features.pairs, data),
      rank: first + i,
    };
  });
  const last = items[items.length - 1];
  const more = rows.length > limit && last.rank < FORTUNE_MAX_RANK;
  return { ...result, items, next_cursor: more ? formatCursor({ score: last.score, number: last.number, rank: last.rank }) : null };
}
