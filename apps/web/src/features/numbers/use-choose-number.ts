import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberHold, NumberItem, SHOP_HOLD_FLOWS } from '@store/domain/number-search';
import { basePath } from '@/lib/boot';
import { authUrl, useSession } from '@/lib/session';
import { useHoldNumber } from './api/hold-number';
import { errorText } from '@/lib/error-text';
import { saveHold } from '@/lib/number-holds';

/** The query parameter that brings a guest back to the number they pressed after signing in. */
export const CHOOSE_PARAM = 'choose';
const NUMBER = /^0\d{9}$/;

/** A guest pressed "Choose": the number, and where signing in (or signing up) starts and comes back to it. */
export interface SignInToChoose {
  number: string;
  login: string;
  signup: string;
}

/**
 * Choosing a number from the results: a guest is told why they must sign in first and given links
 * that come back to this page with `?choose=<number>`, where the number is held at once if still
 * free (`packageId` known: a plan's id, or null when the plan comes after the number); otherwise the number is held (one Idempotency-Key per number, reused when
 * the same number is pressed again), the hold is kept for the countdown and the timeout dialog, and
 * `onHeld` moves on. `busy` is the number being held, `error` the reason a hold failed, in the page's
 * language, `signIn` the guest's notice.
 */
export function useChooseNumber(flow: (typeof SHOP_HOLD_FLOWS)[number], onHeld: (hold: NumberHold) => void, packageId?: number | null) {
  const { t } = useTranslation('numbers');
  const session = useSession();
  const hold = useHoldNumber();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signIn, setSignIn] = useState<SignInToChoose | null>(null);
  const keys = useRef(new Map<string, string>());
  const resumed = useRef(false);

  /** `pkg` is the plan the number is for, or null when the plan is picked after the number (lucky pages). */
  const choose = async (item: Pick<NumberItem, 'number'>, pkg: number | null) => {
    if (!session.user) {
      const params = new URLSearchParams(window.location.search);
      params.set(CHOOSE_PARAM, item.number);
      const back = `${window.location.pathname.slice(basePath().length)}?${params}`;
      setSignIn({ number: item.number, login: authUrl('login', back), signup: authUrl('signup', back) });
      return;
    }
    setSignIn(null);
    setBusy(item.number);
    setError(null);
    const key = keys.current.get(item.number) ?? crypto.randomUUID();
    keys.current.set(item.number, key);
    try {
      const h = await hold.mutateAsync({ number: item.number, flow, key });
      saveHold({ number: h.number, hold_id: h.hold_id, expires_at: h.expires_at, flow, package_id: pkg });
      onHeld(h);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(null);
    }
  };

  // Back from signing in with ?choose=<number>: hold that number once (the parameter is dropped first,
  // so a reload does not hold it again).
  useEffect(() => {
    if (resumed.current || !session.user || packageId === undefined) return;
    const params = new URLSearchParams(window.location.search);
    const number = params.get(CHOOSE_PARAM);
    if (!number) return;
    resumed.current = true;
    params.delete(CHOOSE_PARAM);
    const qs = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${qs ? `?${qs}` : ''}${window.location.hash}`);
    if (NUMBER.test(number)) void choose({ number }, packageId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session and the plan are known
  }, [session.user, packageId]);

  return { choose, busy, error, signIn };
}
