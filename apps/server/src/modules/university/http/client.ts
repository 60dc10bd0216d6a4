import { AppError } from '../../../lib/errors';
import type { StudentRecord, StudentRegistryPort } from '../port';
import { registryBusy } from '../sandbox/registry';

export interface HttpStudentRegistryOptions {
  /** The registry's API base, e.g. https://registry.example.ac.th/api (paths /v1/... are added). */
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The wire shapes of the student registry API (decision 036). */
interface WireUniversity {
  code: string;
  name_th: string;
  name_en: string;
}
interface WireStudent {
  university_code: string;
  student_id: string;
  name: string;
  mobile: string;
  status: 'ENROLLED' | 'GRADUATED' | 'SUSPENDED';
}

export const toWireStudent = (s: StudentRecord): WireStudent => ({
  university_code: s.universityCode,
  student_id: s.studentId,
  name: s.name,
  mobile: s.mobile,
  status: s.status.toUpperCase() as WireStudent['status'],
});

/**
 * The student registry over its REST API (STUDENT_REGISTRY_URL, STUDENT_REGISTRY_API_KEY; decision
 * 036): Bearer key, JSON, the Thai ID only in a POST body. 404 STUDENT_NOT_FOUND -> null; 429, 5xx,
 * a timeout or an unreachable host -> 503 student_registry_busy. Nothing personal is logged.
 */
export function httpStudentRegistry(options: HttpStudentRegistryOptions): StudentRegistryPort {
  const send = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;

  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await send(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw registryBusy();
    }
    if (res.status === 429 || res.status >= 500) throw registryBusy();
    const json = await res.json().catch(() => null);
    return { status: res.status, json };
  }

  const unexpected = (status: number) => new AppError('unavailable', 'student_registry_busy', `The student registry answered ${status}.`);

  return {
    sandbox: false,
    async universities() {
      const { status, json } = await request('GET', '/v1/universities');
      if (status !== 200) throw unexpected(status);
      return ((json as { items: WireUniversity[] }).items ?? []).map((u) => ({ code: u.code, name: { th: u.name_th, en: u.name_en } }));
    },
    async lookup({ universityCode, studentId, thaiId }) {
      const { status, json } = await request('POST', '/v1/students/lookup', { university_code: universityCode, student_id: studentId, id_card_number: thaiId });
      if (status === 404) return null;
      if (status !== 200) throw unexpected(status);
      const s = json as WireStudent;
      return { universityCode: s.university_code, studentId: s.student_id, name: s.name, mobile: s.mobile, status: s.status.toLowerCase() as StudentRecord['status'] };
    },
  };
}
