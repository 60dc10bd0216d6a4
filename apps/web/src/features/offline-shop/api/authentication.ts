import { useMutation } from '@tanstack/react-query';
import type { offlineAuthChannel, offlineAuthentication } from '@store/domain/contracts/offline-shop';
import type { RouteBody } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

/** POST /offline/authentication (spec offline authentication): staff credentials; the session is the staff_session cookie. */
export const authenticate = (body: RouteBody<typeof offlineAuthentication>) => call<typeof offlineAuthentication>('POST', '/offline/authentication', { body });

/** GET /offline/auth-channel (spec auth-channel): the signed-in device's shop and its permitted channels. */
export const authChannel = () => call<typeof offlineAuthChannel>('GET', '/offline/auth-channel', {});

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
