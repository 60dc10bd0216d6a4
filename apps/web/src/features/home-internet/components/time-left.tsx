import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds until `iso` (null without one), ticking every second; 0 once past. */
export function useSecondsLeft(iso: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = iso ? Date.parse(iso) : null;
  const left = end === null ? null : Math.max(0, Math.ceil((end - now) / 1000));
  useEffect(() => {
    if (left === null || left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, now]);
  return left;
}

export const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** "Your choices are kept for 24:13": the transaction's time left (nothing when it does not expire). */
export function TimeLeft({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useTranslation('home-internet');
  const left = useSecondsLeft(expiresAt);
  if (left === null) return null;
  // Announced to screen readers only in the last 5 minutes, not every second.
  return (
    <p className={`hi-timeleft${left < 300 ? ' is-short' : ''}`} data-testid="hi-time-left">
      {t('timeLeft', { time: mmss(left) })}
      {left < 300 && left > 0 && (
        <span className="hi-sr" role="status">
          {t('timeLeftSoon')}
        </span>
      )}
    </p>
  );
}
