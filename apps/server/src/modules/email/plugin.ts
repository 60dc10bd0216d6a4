import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/module';
import { outboxEmail, smtpEmail, type EmailPort } from './port';
import { deleteOutboxBefore } from './repository';
import { emailRoutes } from './routes';

const PRUNE_EVERY_MS = 3_600_000;
const KEEP_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailPort;
  }
}

/** E-mail: SMTP when SMTP_URL is set, else the outbox table (pruned hourly, rows kept a day). */
export const emailModule = defineModule('email', ['metrics', 'staff'], async (app: FastifyInstance, ctx) => {
  const { SMTP_URL, MAIL_FROM } = ctx.options;
  const email = SMTP_URL ? smtpEmail(SMTP_URL, MAIL_FROM ?? 'Tawan Mobile Store <no-reply@localhost>') : outboxEmail(ctx.db);
  app.decorate('email', email);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (email.kind !== 'outbox') return;
    timer = setInterval(
      () =>
        void deleteOutboxBefore(ctx.db, new Date(Date.now() - KEEP_MS)).then(
          () => app.jobRan('email-outbox-prune'),
          (err) => app.log.error({ err }, 'e-mail outbox prune failed'),
        ),
      PRUNE_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await email.close();
  });
  if (email.kind === 'outbox') await app.register(emailRoutes, { prefix: ctx.apiPrefix, db: ctx.db });
});
