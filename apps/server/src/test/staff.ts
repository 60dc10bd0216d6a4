import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@store/domain/staff';
import { CookieJar, ORIGIN } from './sign-in';

let staffCount = 0;

/** A signed-in staff member with these roles, and a caller of the API with their cookie. */
export async function signedInStaff(app: FastifyInstance, roles: StaffRole[]) {
  const email = `${roles.join('-')}-${++staffCount}-${Date.now().toString(36)}@staff.example`;
  const password = 'a staff password for tests';
  await app.staff.service.create({ email, display_name: roles.join(' '), password, roles });
  const jar = new CookieJar();
  const callApi = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: jar.address,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { cookie: jar.header(), ...(method === 'GET' ? {} : { origin: ORIGIN }), ...headers },
    });
    jar.store(res);
    return res;
  };
  const signIn = await callApi('POST', '/staff/session', { email, password });
  if (signIn.statusCode !== 200) throw new Error(`staff sign-in failed: ${signIn.body}`);
  return { email, jar, call: callApi };
}
