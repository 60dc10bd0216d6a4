import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { onfidoVendor, rejectReasonOf } from './vendor';

const TOKEN = 'api_sandbox.test-token';

/**
 * A vendor on this machine speaking Onfido's REST API v3.6 (applicants, documents, live photos, checks,
 * reports); the adapter reaches it through the official client (`@onfido/api`) with basePath.
 */
describe('Onfido eKYC adapter (official client) against a server speaking its API', () => {
  let server: Server;
  let url: string;
  const seen: { method: string; path: string; authorization: string; type: string; fields: Record<string, string>; file: { bytes: number; name: string; type: string } | null }[] =
    [];
  /** check id -> what GET /checks/:id answers (a test sets it). */
  const checks = new Map<string, { status: string; result: string | null; reports: unknown[] }>();
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const body = await read(req);
      const path = (req.url ?? '').replace(/^\/v3\.6/, '');
      if (req.headers.authorization !== `Token token=${TOKEN}`) return json(401, { error: { type: 'authorization_error', message: 'Authorization error' } });
      const type = req.headers['content-type'] ?? '';
      const fields: Record<string, string> = {};
      let file: { bytes: number; name: string; type: string } | null = null;
      if (type.startsWith('multipart/form-data')) {
        const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
        for (const [key, value] of form.entries()) {
          if (typeof value === 'string') fields[key] = value;
          else file = { bytes: value.size, name: value.name, type: value.type };
        }
      } else if (body.length) Object.assign(fields, JSON.parse(body.toString()));
      seen.push({ method: req.method ?? '', path, authorization: req.headers.authorization, type, fields, file });
      if (req.method === 'POST' && path === '/applicants') return json(201, { id: 'app-1', first_name: fields.first_name, last_name: fields.last_name });
      if (req.method === 'POST' && path === '/documents') {
        if ((file?.bytes ?? 0) < 4)
          return json(422, { error: { type: 'validation_error', message: 'There was a validation error on this request', fields: { file: ['is invalid'] } } });
        return json(201, { id: 'doc-1', type: fields.type, side: fields.side });
      }
      if (req.method === 'POST' && path === '/live_photos') return json(201, { id: 'photo-1' });
      if (req.method === 'POST' && path === '/checks') return json(201, { id: `check-${fields.applicant_id}`, status: 'in_progress', result: null });
      const check = /^\/checks\/([^/?]+)$/.exec(path);
      if (req.method === 'GET' && check) {
        if (check[1] === 'check-boom') return json(500, { error: { type: 'internal_server_error' } });
        if (check[1] === 'check-html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
        if (check[1] === 'check-slow') return setTimeout(() => json(200, { id: 'check-slow', status: 'in_progress' }), 1_000);
        const found = checks.get(check[1]);
        return found ? json(200, { id: check[1], status: found.status, result: found.result }) : json(404, { error: { type: 'resource_not_found' } });
      }
      const reports = /^\/reports\?check_id=(.+)$/.exec(path);
      if (req.method === 'GET' && reports) return json(200, { reports: checks.get(decodeURIComponent(reports[1]))?.reports ?? [] });
      json(404, { error: { type: 'resource_not_found' } });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3.6`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const vendor = (over: { apiKey?: string; timeoutMs?: number } = {}) => onfidoVendor({ url, apiKey: TOKEN, ...over });
  const application = (over: Partial<{ vendorRef: string; vendorCheck: string | null }> = {}) => ({
    id: '11111111-2222-4333-8444-555555555555',
    vendorRef: 'app-1',
    vendorCheck: null,
    sandboxOutcome: null,
    submittedAt: new Date(),
    ...over,
  });
  const now = new Date('2026-01-01T00:00:00Z');

  it('opens an applicant without the Thai ID, sends the card as a THA national ID and the selfie as a live photo, then a check', async () => {
    const opened = await vendor().open({ applicationId: application().id, thaiId: '1101700123456', purpose: 'pre_to_post', lang: 'th' });
    expect(opened).toEqual({ vendorRef: 'app-1', sandboxOutcome: null });
    expect(JSON.stringify(seen)).not.toContain('1101700123456');
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    await vendor().sendImage(application(), { kind: 'document', type: 'image/jpeg', bytes: jpeg });
    await vendor().sendImage(application(), { kind: 'selfie', type: 'image/jpeg', bytes: jpeg });
    const sent = await vendor().submit(application(), now);
    expect(sent).toEqual({ vendorCheck: 'check-app-1', checkAt: new Date(now.getTime() + 10_000) });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /applicants', 'POST /documents', 'POST /live_photos', 'POST /checks']);
    expect(seen.map((s) => s.authorization)).toEqual(Array(4).fill(`Token token=${TOKEN}`));
    expect(seen[0].type).toMatch(/^application\/json/);
    expect(seen[0].fields).toEqual({ first_name: 'Tawan', last_name: 'Applicant 11111111', location: { country_of_residence: 'THA' } });
    expect(seen[1].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1].fields).toEqual({ applicant_id: 'app-1', type: 'national_identity_card', side: 'front', issuing_country: 'THA' });
    expect(seen[1].file).toEqual({ bytes: jpeg.length, name: 'document.jpg', type: 'image/jpeg' });
    expect(seen[2].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[2].fields).toEqual({ applicant_id: 'app-1' });
    expect(seen[2].file).toEqual({ bytes: jpeg.length, name: 'selfie.jpg', type: 'image/jpeg' });
    expect(seen[3].fields).toEqual({ applicant_id: 'app-1', report_names: ['document', 'facial_similarity_photo'] });
  });

  it('sends a PNG selfie as a PNG', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await vendor().sendImage(application(), { kind: 'selfie', type: 'image/png', bytes: png });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/live_photos',
      fields: { applicant_id: 'app-1' },
      file: { bytes: png.length, name: 'selfie.png', type: 'image/png' },
    });
  });

  it('asks for the check and then its reports (GET /checks/:id, GET /reports?check_id=)', async () => {
    checks.set('c-asked', { status: 'complete', result: 'consider', reports: [] });
    const from = seen.length;
    await vendor().decision(application({ vendorCheck: 'c-asked' }), now);
    expect(seen.slice(from).map((s) => `${s.method} ${s.path} ${s.authorization}`)).toEqual([
      `GET /checks/c-asked Token token=${TOKEN}`,
      `GET /reports?check_id=c-asked Token token=${TOKEN}`,
    ]);
  });

  it('keeps verifying while the check runs, approves a clear check, and rejects a consider one with the reason of its reports', async () => {
    checks.set('c-run', { status: 'in_progress', result: null, reports: [] });
    expect(await vendor().decision(application({ vendorCheck: 'c-run' }), now)).toEqual({ status: 'verifying', retryAt: new Date(now.getTime() + 10_000) });
    checks.set('c-clear', { status: 'complete', result: 'clear', reports: [] });
    expect(await vendor().decision(application({ vendorCheck: 'c-clear' }), now)).toEqual({ status: 'approved' });
    checks.set('c-face', {
      status: 'complete',
      result: 'consider',
      reports: [
        { id: 'r1', name: 'document', status: 'complete', result: 'clear' },
        { id: 'r2', name: 'facial_similarity_photo', status: 'complete', result: 'consider', breakdown: { face_comparison: { result: 'consider' } } },
      ],
    });
    expect(await vendor().decision(application({ vendorCheck: 'c-face' }), now)).toEqual({ status: 'rejected', reason: 'face_mismatch' });
  });

  it('maps the reports to the store\u2019s reasons', () => {
    const doc = (breakdown: unknown) => ({ id: 'd', name: 'document', status: 'complete', result: 'consider' as const, breakdown: breakdown as never });
    expect(rejectReasonOf([doc({ data_validation: { result: 'consider', breakdown: { document_expiration: { result: 'consider' } } } })])).toBe('document_expired');
    expect(rejectReasonOf([doc({ image_integrity: { result: 'consider' } })])).toBe('document_unreadable');
    expect(rejectReasonOf([{ id: 'f', name: 'facial_similarity_photo', status: 'complete', result: 'consider', breakdown: { image_integrity: { result: 'consider' } } }])).toBe(
      'liveness_failed',
    );
  });

  it('a photo the vendor refuses is 422 ekyc_vendor_refused; a failing, slow or unreachable vendor 503 ekyc_vendor_unavailable', async () => {
    await expect(vendor().sendImage(application(), { kind: 'document', type: 'image/jpeg', bytes: Buffer.from([0xff]) })).rejects.toMatchObject({
      status: 422,
      code: 'ekyc_vendor_refused',
      details: { vendor_status: 422, vendor_error: 'validation_error' },
    });
    await expect(vendor().decision(application({ vendorCheck: 'check-boom' }), now)).rejects.toMatchObject({
      status: 503,
      code: 'ekyc_vendor_unavailable',
      details: { vendor_status: 500 },
    });
    await expect(vendor().decision(application({ vendorCheck: 'check-html' }), now)).rejects.toMatchObject({ status: 503, code: 'ekyc_vendor_unavailable' });
    await expect(vendor({ timeoutMs: 100 }).decision(application({ vendorCheck: 'check-slow' }), now)).rejects.toMatchObject({ status: 503, code: 'ekyc_vendor_unavailable' });
    await expect(vendor({ apiKey: 'wrong' }).open({ applicationId: 'x', thaiId: '1101700123456', purpose: 'mnp', lang: 'en' })).rejects.toMatchObject({
      status: 503,
      code: 'ekyc_vendor_unavailable',
    });
    await expect(
      onfidoVendor({ url: 'http://127.0.0.1:1/v3.6', apiKey: TOKEN }).open({ applicationId: 'x', thaiId: '1101700123456', purpose: 'mnp', lang: 'en' }),
    ).rejects.toMatchObject({
      code: 'ekyc_vendor_unavailable',
    });
  });

  it('the error it throws carries neither the request (token, photo) nor the response body: only the vendor status and error type', async () => {
    const photo = Buffer.from([0xff]);
    const refused = await vendor()
      .sendImage(application(), { kind: 'document', type: 'image/jpeg', bytes: photo })
      .catch((err: unknown) => err);
    const failing = await vendor()
      .decision(application({ vendorCheck: 'check-boom' }), now)
      .catch((err: unknown) => err);
    const unreachable = await onfidoVendor({ url: 'http://127.0.0.1:1/v3.6', apiKey: TOKEN })
      .open({ applicationId: 'x', thaiId: '1101700123456', purpose: 'mnp', lang: 'en' })
      .catch((err: unknown) => err);
    for (const err of [refused, failing, unreachable]) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as Error).cause).toBeUndefined();
      // What a log serializer would write: every own property, the message and the stack.
      const written = JSON.stringify(err, Object.getOwnPropertyNames(err));
      expect(written).not.toContain(TOKEN);
      expect(written).not.toMatch(/config|headers|request|response|validation error on this request|1101700123456/i);
    }
    expect((refused as AppError).details).toEqual({ vendor_status: 422, vendor_error: 'validation_error' });
    expect((failing as AppError).details).toEqual({ vendor_status: 500 });
    expect((unreachable as AppError).details).toBeUndefined();
  });
});
