import type { FortuneCampaign, FortuneProfile, ZodiacSign } from '@store/domain/fortune';
import type { NumberHold } from '@store/domain/number-search';
import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { getAllConfig } from '../config/service';
import { holdFortuneNumber } from './holds';
import { numerologyInForce } from './numerology';
import { emailProphecy } from './prophecy';
import { fortuneRoutes } from './routes';

/** What other modules use of the fortune journeys (issue 19: the offline shop sells them at a counter). */
export interface FortuneService {
  /**
   * Holds a number the campaign would list for the customer (409 number_not_suited, 404 fortune_campaign_off),
   * in the caller's transaction, for `owner`, with no phone OTP: a staff member checked the customer in person.
   */
  holdAtCounter(
    tx: Db,
    input: { owner: string; number: string; key: string; body: FortuneProfile & { campaign: FortuneCampaign; zodiac_sign?: ZodiacSign } },
  ): Promise<{ hold: NumberHold; created: boolean }>;
  /** E-mails the reading of a number `owner` holds or bought (spec resend-email; 403 prophecy_not_yours, 429 limits). */
  emailReading(input: { owner: string; body: FortuneProfile & { number: string; email: string; lang: 'th' | 'en' } }): Promise<{ sent_to: string; number: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    fortune: FortuneService;
  }
}

/**
 * Fortune numbers (issue 14; spec 2 berfuntong, zodiac, vhora god, mahachok, swb; spec 7 "Fortune"):
 * the numerology data in force and its editing, the personalised ranking of the number pool, the
 * reading of one number, the OTP-verified phone of the journey, fortune holds (through the numbers
 * module, which keeps the hold and its timer), SWB links and the e-mailed prophecy.
 * Birth data is never stored here: the browser keeps the form (spec vhora-form) and sends it with
 * each call; a hold carries only the birth time and zone the SIM verification puts on the order.
 */
export const fortuneModule = defineModule('fortune', ['staff', 'config', 'email', 'numbers', 'sim'], async (app, ctx) => {
  const fortune: FortuneService = {
    async holdAtCounter(tx, input) {
      const [config, inForce] = await Promise.all([getAllConfig(tx), numerologyInForce(tx)]);
      return holdFortuneNumber(tx, app.numbers, config, inForce.data, { userId: input.owner, number: input.number, key: input.key, body: input.body, checkedAtCounter: true });
    },
    async emailReading(input) {
      return emailProphecy(ctx.db, { numbers: app.numbers, email: app.email, data: (await numerologyInForce(ctx.db)).data }, { userId: input.owner, body: input.body });
    },
  };
  app.decorate('fortune', fortune);
  await app.register(fortuneRoutes, { prefix: ctx.apiPrefix, db: ctx.db, swbKeys: ctx.options.SWB_KEYS });
});
