import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { getFortuneVerification } from '@store/domain/contracts/fortune';
import type { RouteData } from '@store/domain/contracts/define';
import type { FortuneCampaign } from '@store/domain/fortune-flows';
import type { NumberHold } from '@store/domain/number-search';
import { ApiError, call } from '@/lib/api-client';
import { basePath } from '@/lib/boot';
import { errorText } from '@/lib/error-text';
import { saveHold } from '@/lib/number-holds';
import { authUrl, useSession } from '@/lib/session';
import { useHoldFortuneNumber } from './api/hold-number';
import { profileOf, saveSelected, type FortuneForm } from './fortune-form';

/** The query parameter that brings a guest back to the number they chose after signing in (the number only: birth data stays in storage). */
export const CHOOSE_PARAM = 'choose';
const NUMBER = /^0[689]\d{8}$/;

export type ChooseStep =
  | { kind: 'idle' }
  | { kind: 'sign-in'; number: string; login: string; signup: string }
  | { kind: 'verify'; number: string }
  | { kind: 'holding'; number: string }
  | { kind: 'error'; number: string; message: string };

/**
 * Choosing a number of a fortune list: a guest is sent to sign in (back here with ?choose=<number>,
 * held at once if still free); a shopper without a verified fortune phone (GET /fortune/verify
 * null, or a 403 fortune_phone_unverified) confirms it by OTP first; then the number is held for the
 * campaign (one Idempotency-Key per number), kept in the shared hold store for the timer, noted as
 * the selected number, and `onHeld` moves on. `packageId`: the plan already known (vhora god,
 * mahachok), kept with the hold so the timeout goes back to the plan's page.
 */
export function useFortuneChoose(campaign: FortuneCampaign, form: FortuneForm | null, packageId: number | null, onHeld: (hold: NumberHold) => void) {
  const { t } = useTranslation('fortune');
  const session = useSession();
  const queryClient = useQueryClient();
  const hold = useHoldFortuneNumber();
  const [step, setStep] = useState<ChooseStep>({ kind: 'idle' });
  const keys = useRef(new Map<string, string>());
  const resumed = useRef(false);

  const doHold = async (number: string) => {
    if (!form) return;
    setStep({ kind: 'holding', number });
    const key = keys.current.get(number) ?? crypto.randomUUID();
    keys.current.set(number, key);
    try {
      const h = await hold.mutateAsync({
        number,
        key,
        body: { campaign, ...profileOf(form), ...(campaign === 'zodiac' && form.zodiac_sign ? { zodiac_sign: form.zodiac_sign } : {}) },
      });
      saveHold({ number: h.number, hold_id: h.hold_id, expires_at: h.expires_at, flow: campaign, package_id: packageId });
      saveSelected(campaign, h.number);
      void queryClient.invalidateQueries({ queryKey: ['number-holds'] });
      setStep({ kind: 'idle' });
      onHeld(h);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'fortune_phone_unverified') {
        queryClient.setQueryData(['fortune-verification'], null);
        setStep({ kind: 'verify', number });
      } else setStep({ kind: 'error', number, message: errorText(t, e) });
    }
  };

  const choose = async (number: string) => {
    if (!session.user) {
      const params = new URLSearchParams(window.location.search);
      params.set(CHOOSE_PARAM, number);
      const back = `${window.location.pathname.slice(basePath().length)}?${params}`;
      setStep({ kind: 'sign-in', number, login: authUrl('login', back), signup: authUrl('signup', back) });
      return;
    }
    setStep({ kind: 'holding', number });
    let verified: RouteData<typeof getFortuneVerification>;
    try {
      verified = await queryClient.fetchQuery({
        queryKey: ['fortune-verification'],
        queryFn: ({ signal }) => call<typeof getFortuneVerification>('GET', '/fortune/verify', { signal }),
        staleTime: 60_000,
      });
    } catch (e) {
      setStep({ kind: 'error', number, message: errorText(t, e) });
      return;
    }
    if (!verified || Date.parse(verified.verified_until) <= Date.now()) setStep({ kind: 'verify', number });
    else await doHold(number);
  };

  // Back from signing in with ?choose=<number>: choose it once (the parameter goes first, so a reload does not hold again).
  useEffect(() => {
    if (resumed.current || !session.user || !form) return;
    const params = new URLSearchParams(window.location.search);
    const number = params.get(CHOOSE_PARAM);
    if (!number) return;
    resumed.current = true;
    params.delete(CHOOSE_PARAM);
    const qs = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${qs ? `?${qs}` : ''}${window.location.hash}`);
    if (NUMBER.test(number)) void choose(number);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session and the form are known
  }, [session.user, form]);

  return {
    step,
    choose: (number: string) => void choose(number),
    /** The phone is verified now: hold the number the shopper chose. */
    verified: (number: string) => void doHold(number),
    cancel: () => setStep({ kind: 'idle' }),
  };
}
