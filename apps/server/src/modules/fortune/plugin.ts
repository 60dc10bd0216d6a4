import { defineModule } from '../../lib/module';
import { fortuneRoutes } from './routes';

/**
 * Fortune numbers (issue 14; spec 2 berfuntong, zodiac, vhora god, mahachok, swb; spec 7 "Fortune"):
 * the numerology data in force and its editing, the personalised ranking of the number pool, the
 * reading of one number, the OTP-verified phone of the journey, fortune holds (through the numbers
 * module, which keeps the hold and its timer), SWB partner links and the e-mailed prophecy.
 * Birth data is never stored here: the browser keeps the form (spec vhora-form) and sends it with
 * each call; a hold carries only the birth time and zone the SIM verification puts on the order.
 */
export const fortuneModule = defineModule('fortune', ['staff', 'config', 'email', 'numbers', 'sim'], async (app, ctx) => {
  await app.register(fortuneRoutes, { prefix: ctx.apiPrefix, db: ctx.db, swbKeys: ctx.options.SWB_KEYS });
});
