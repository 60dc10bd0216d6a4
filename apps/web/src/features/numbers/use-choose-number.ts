import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HoldFlow, NumberHold, NumberItem } from '@store/domain/number-search';
import { basePath } from '@/lib/boot';
import { authUrl, useSession } from '@/lib/session';
import { useHoldNumber } from './api/hold-number';
import { errorText } from './error-text';
import { saveHold } from './hold-store';

/**
 * Choosing a number from the results: a guest goes to log in first; otherwise the number is held
 * (one Idempotency-Key per number, reused when the same number is pressed again), the hold is kept
 * for the countdown and the timeout dialog, and `onHeld` moves on. `busy` is the number being held,
 * `error` the reason a hold failed, in the page's language.
 */
export function useChooseNumber(flow: HoldFlow, onHeld: (hold: NumberHold) => void) {
  const { t } = useTranslation('numbers');
  const session = useSession();
  const hold = useHoldNumber();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(new Map<string, string>());

  const choose = async (item: NumberItem, packageId: number) => {
    if (!session.user) {
      window.location.assign(authUrl('login', `${window.location.pathname.slice(basePath().length)}${window.location.search}`));
      return;
    }
    setBusy(item.number);
    setError(null);
    const key = keys.current.get(item.number) ?? crypto.randomUUID();
    keys.current.set(item.number, key);
    try {
      const h = await hold.mutateAsync({ number: item.number, flow, key });
      saveHold({ number: h.number, hold_id: h.hold_id, expires_at: h.expires_at, flow, package_id: packageId });
      onHeld(h);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(null);
    }
  };
  return { choose, busy, error };
}
