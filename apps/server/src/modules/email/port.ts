import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { insertOutbox } from './repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (receipt, prophecy, ...), for the outbox and the operator. */
  purpose: string;
}

/** The e-mail port (ARCHITECTURE: integrations are ports): the store only ever calls send(). */
export interface EmailPort {
  /** 'outbox' (embedded default) or 'smtp'. */
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The embedded default: messages go to the email_outbox table. */
export function outboxEmail(db: Db): EmailPort {
  return { kind: 'outbox', send: (message) => insertOutbox(db, message), close: async () => undefined };
}

/**
 * Production: SMTP through nodemailer (`SMTP_URL`, e.g. smtps://user:pass@smtp.example:465). A
 * refused or unreachable server is a 503 `email_unavailable` to the caller; the caller decides
 * whether to retry. The message body is never logged.
 */
export function smtpEmail(url: string, from: string): EmailPort {
  const transport = nodemailer.createTransport(url, { from });
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      try {
        await transport.sendMail({ to, subject, text, html });
      } catch (error) {
        throw new AppError('unavailable', 'email_unavailable', 'The e-mail could not be sent. Please try again later.', {
          reason: (error as { code?: string }).code ?? 'smtp_error',
        });
      }
    },
    close: async () => transport.close(),
  };
}
