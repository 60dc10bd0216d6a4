import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../../../lib/errors';
import { toWireStudent } from '../http/client';
import type { StudentRegistryPort } from '../port';

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });

/**
 * The student registry's wire format (decision 036) served from a port (the embedded sandbox): what
 * the HTTP adapter is tested against, in process. GET /v1/universities; POST /v1/students/lookup
 * (404 STUDENT_NOT_FOUND, 503 BUSY with Retry-After); 401 without the Bearer key.
 */
export function studentRegistryWire(port: StudentRegistryPort, apiKey: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const json = (code: number, value: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(code, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
    if (req.headers.authorization !== `Bearer ${apiKey}`) return json(401, { error: { code: 'UNAUTHORIZED' } });
    try {
      if (req.method === 'GET' && req.url === '/v1/universities') {
        const list = await port.universities();
        return json(200, { items: list.map((u) => ({ code: u.code, name_th: u.name.th, name_en: u.name.en })) });
      }
      if (req.method === 'POST' && req.url === '/v1/students/lookup') {
        const body = JSON.parse((await read(req)) || '{}') as { university_code?: string; student_id?: string; id_card_number?: string };
        const found = await port.lookup({
          universityCode: String(body.university_code ?? ''),
          studentId: String(body.student_id ?? ''),
          thaiId: String(body.id_card_number ?? ''),
        });
        return found ? json(200, toWireStudent(found)) : json(404, { error: { code: 'STUDENT_NOT_FOUND' } });
      }
      return json(404, { error: { code: 'NOT_FOUND' } });
    } catch (err) {
      if (err instanceof AppError && err.status === 503) return json(503, { error: { code: 'BUSY' } }, { 'retry-after': '30' });
      return json(500, { error: { code: 'INTERNAL' } });
    }
  };
}
