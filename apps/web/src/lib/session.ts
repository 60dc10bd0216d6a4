import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUCCESSFUL_LOGIN_STATUS_CODES } from '@store/domain/constants';
import type * as contract from '@store/domain/contracts/identity';
import type { RouteData } from '@store/domain/contracts/define';
import { ApiError, call } from './api-client';
import { basePath } from './boot';
import { setCartCount } from './cart-count';
import { emit } from './events';
import { STORAGE_KEYS, storage, type StorageKey } from './storage';

/** GET /api/session: the signed-in user of spec 3 (User), null for a guest, and the session expiry. */
export type SessionInfo = RouteData<typeof contract.getSession>;
export type SessionUser = NonNullable<SessionInfo['user']>;

const GUEST: SessionInfo = { user: null, expires_at: null };

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async ({ signal }): Promise<SessionInfo> => {
      try {
        return await call<typeof contract.getSession>('GET', '/session', { signal });
      } catch (error) {
        // No session, or the identity module is not there: a guest.
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return GUEST;
        throw error;
      }
    },
    staleTime: 60_000,
  });

/** The current session; a guest while loading or when the call fails. */
export function useSession(): SessionInfo {
  // A guest is the same object before and after the answer: the header and the rest of a guest's
  // page do not render again when it comes (right after hydration).
  return useQuery({ ...sessionQueryOptions(), placeholderData: GUEST, select: sameGuest }).data ?? GUEST;
}

const sameGuest = (session: SessionInfo): SessionInfo => (session.user ? session : GUEST);

/**
 * Where the header's log in and sign up links go: the server starts the OpenID Connect flow and
 * comes back to `returnTo` (a path inside the store). Full-page navigation, not a router link.
 */
export function authUrl(kind: 'login' | 'signup', returnTo: string): string {
  const params = new URLSearchParams({ return_to: returnTo });
  if (kind === 'signup') params.set('prompt', 'create');
  return `${basePath()}/api/auth/login?${params}`;
}

/**
 * Logout of spec 4: clears the saved login data, checkout and SIM-verification storage, sets the cart
 * count to 0, broadcasts logout to every tab, then tells the server (which ends the session there).
 */
export async function logout(): Promise<void> {
  clearSessionStorage();
  emit('logout', {});
  await call<typeof contract.logout>('POST', '/session/logout').catch(() => undefined);
}

/** The browser side of a logout without telling anyone: storage cleared, cart count 0 (another tab logged out). */
export function clearSessionStorage(): void {
  for (const key of LOGOUT_CLEARED_KEYS) storage.remove(key);
  setCartCount(0);
}

/** The session as a guest sees it (what the ['session'] query holds after a logout). */
export const GUEST_SESSION: SessionInfo = GUEST;

/** The login exchange's answer (spec 3 "Login response"; `data` only when signed in); the session itself is an httpOnly cookie. */
export interface LoginResponse {
  status_code: number;
  data?: RouteData<typeof contract.login>;
}

/**
 * The login exchange of spec 4: trades the one-time login code for the session cookie. status_code 0
 * or 200 means signed in and fires the login event (every tab); anything else runs the logout path.
 */
export async function completeLogin(code: string): Promise<LoginResponse> {
  storage.set(STORAGE_KEYS.loginCode, code);
  let response: LoginResponse;
  try {
    response = { status_code: 200, data: await call<typeof contract.login>('POST', '/login', { body: { code } }) };
  } catch (error) {
    // Refused (401 login_code_invalid, 429…) or a network failure (-1): not signed in.
    response = { status_code: error instanceof ApiError && error.status > 0 ? error.status : -1 };
  } finally {
    storage.remove(STORAGE_KEYS.loginCode);
  }
  if ((SUCCESSFUL_LOGIN_STATUS_CODES as readonly number[]).includes(response.status_code) && response.data) {
    emit('login', { userId: response.data.user_id });
  } else {
    await logout();
  }
  return response;
}

/** Extends the session (POST /session/refresh); the new expiry, or null when the session has ended. */
export async function refreshSession(): Promise<string | null> {
  try {
    return (await call<typeof contract.refreshSession>('POST', '/session/refresh')).expires_at;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const LOGOUT_CLEARED_KEYS: StorageKey[] = [
  STORAGE_KEYS.loginCode,
  STORAGE_KEYS.popupName,
  STORAGE_KEYS.address,
  STORAGE_KEYS.selectedAddressId,
  STORAGE_KEYS.verifyForm,
  STORAGE_KEYS.verifyResult,
  STORAGE_KEYS.postpaidData,
  STORAGE_KEYS.postpaidSimData,
  STORAGE_KEYS.cartId,
  STORAGE_KEYS.deliveryMethod,
  STORAGE_KEYS.pickupShopId,
  STORAGE_KEYS.pickupShopName,
  STORAGE_KEYS.orderId,
  STORAGE_KEYS.orderIdSecure,
  STORAGE_KEYS.couponCode,
  STORAGE_KEYS.contactMobile,
];
