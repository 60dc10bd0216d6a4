import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole seconds left until `until` (never below 0), ticking every second. */
export function useSecondsLeft(until: string | null | undefined): number | null {
  const target = until ? Date.parse(until) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(target)) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  return Number.isNaN(target) ? null : Math.max(0, Math.ceil((target - now) / 1000));
}

/** "14:59" with a screen-reader label that is announced only each minute. */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('checkout');
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return (
    <p className="ck-countdown">
      <span>{t('qr.expiresIn')}</span>{' '}
      <time className="ck-countdown__time" dateTime={`PT${Math.floor(seconds / 60)}M${seconds % 60}S`} aria-hidden="true" data-testid="qr-countdown">
        {mm}:{ss}
      </time>
      <span className="visually-hidden">{t('qr.minutesLeft', { count: Math.ceil(seconds / 60) })}</span>
    </p>
  );
}
