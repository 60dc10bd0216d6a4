import Fastify from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../lib/error-handler';
import { createTestApp, databaseKinds } from '../../test/databases';
import { INBOX_LIMIT, smsInboxRoutes } from './inbox-routes';
import { outboxSms } from './sms';

describe.each(databaseKinds)('sandbox SMS inbox on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('says it is on, and lists the newest messages of one number without operator rights', async () => {
    const on = await ctx.app.inject({ url: '/api/dev/sms-inbox' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({ enabled: true, messages: [] });

    const sms = outboxSms(ctx.database.db);
    for (let i = 0; i < INBOX_LIMIT + 2; i++) await sms.send({ to: '0812345678', body: `code ${i}`, purpose: 'otp' });
    await sms.send({ to: '0899999999', body: 'someone else', purpose: 'otp' });
    const res = await ctx.app.inject({ url: '/api/dev/sms-inbox?to=0812345678' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json().data;
    expect(messages).toHaveLength(INBOX_LIMIT);
    expect(messages.every((m: { body: string }) => m.body.startsWith('code '))).toBe(true);
    expect(Object.keys(messages[0]).sort()).toEqual(['body', 'created_at', 'id', 'purpose']);
  });

  it('refuses a number that is not a mobile number', async () => {
    const res = await ctx.app.inject({ url: '/api/dev/sms-inbox?to=12345' });
    expect(res.statusCode).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject('/api/docs/json')).json().paths);
    expect(paths).toContain('/api/dev/sms-inbox');
  });
});

describe('sandbox SMS inbox with a real SMS provider', () => {
  it('answers 404 sms_inbox_off', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(fastifyRateLimit, { global: false });
    const provider = { send: async () => {} };
    await app.register(smsInboxRoutes, { prefix: '/api', db: undefined as never, sms: provider });
    const res = await app.inject({ url: '/api/dev/sms-inbox?to=0812345678' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('sms_inbox_off');
    await app.close();
  });
});
