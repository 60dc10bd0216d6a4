import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { AppError } from '../../lib/errors';
import { smtpEmail } from './port';
import { selectOutbox } from './repository';

describe('SMTP adapter against an in-process SMTP server', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.example')) return callback(new Error('550 mailbox unavailable'));
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a Thai message with its sender, recipient, subject and both bodies', async () => {
    const email = smtpEmail(`smtp://127.0.0.1:${port}`, 'Tawan Store <store@tawan.example>');
    await email.send({ to: 'somchai@example.com', subject: 'คำทำนายเบอร์มงคล', text: 'เบอร์ของคุณ 089-999-9999', html: '<p>เบอร์ของคุณ</p>', purpose: 'prophecy' });
    await email.close();
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('store@tawan.example');
    expect(received[0].to).toEqual(['somchai@example.com']);
    expect(received[0].raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(received[0].raw).toContain('multipart/alternative');
  });

  it('turns a refused recipient into 503 email_unavailable', async () => {
    const email = smtpEmail(`smtp://127.0.0.1:${port}`, 'store@tawan.example');
    const sent = email.send({ to: 'nobody@refused.example', subject: 'x', text: 'x', purpose: 'test' });
    await expect(sent).rejects.toBeInstanceOf(AppError);
    await expect(sent).rejects.toMatchObject({ status: 503, code: 'email_unavailable' });
    await email.close();
  });

  it('turns an unreachable server into 503 email_unavailable', async () => {
    const email = smtpEmail('smtp://127.0.0.1:1', 'store@tawan.example');
    await expect(email.send({ to: 'a@example.com', subject: 'x', text: 'x', purpose: 'test' })).rejects.toMatchObject({ code: 'email_unavailable' });
    await email.close();
  });
});

describe.each(databaseKinds)('e-mail outbox (embedded default) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('keeps what the store sent, newest first, per address', async () => {
    expect(ctx.app.email.kind).toBe('outbox');
    await ctx.app.email.send({ to: 'malee@example.com', subject: 'one', text: 'first', purpose: 'test' });
    await ctx.app.email.send({ to: 'malee@example.com', subject: 'two', text: 'second', html: '<b>second</b>', purpose: 'test' });
    await ctx.app.email.send({ to: 'other@example.com', subject: 'three', text: 'other', purpose: 'test' });
    const rows = await selectOutbox(ctx.database.db, 'malee@example.com', 10);
    expect(rows.map((r) => r.subject)).toEqual(['two', 'one']);
    expect(rows[0]).toMatchObject({ html: '<b>second</b>', purpose: 'test' });
  });
});
