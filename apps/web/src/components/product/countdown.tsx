import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './product.css';

/** Milliseconds left until `target`, ticking every second; `offset` corrects the browser clock to the server's. */
export function useRemaining(target: string, offset = 0): number {
  const end = new Date(target).getTime();
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);
  return Math.max(0, end - now);
}

/** days, hours, minutes and seconds of a duration. */
export function splitDuration(ms: number) {
  const s = Math.floor(ms / 1000);
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/**
 * A "12d 03:04:05" countdown with an accessible label that is not re-announced every second. The
 * cells differ by the seconds between the server's HTML and hydration: their text is allowed to.
 */
export function Countdown({ target, offset = 0, label }: { target: string; offset?: number; label: string }) {
  const { t } = useTranslation('common');
  const left = splitDuration(useRemaining(target, offset));
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <p className="countdown" data-testid="countdown">
      <span className="countdown__label">{label}</span>
      <span className="countdown__time" aria-hidden="true">
        {left.days > 0 && (
          <span className="countdown__cell" suppressHydrationWarning>
            {t('countdown.days', { count: left.days })}
          </span>
        )}
        <span className="countdown__cell" suppressHydrationWarning>
          {pad(left.hours)}
        </span>
        :
        <span className="countdown__cell" suppressHydrationWarning>
          {pad(left.minutes)}
        </span>
        :
        <span className="countdown__cell" suppressHydrationWarning>
          {pad(left.seconds)}
        </span>
      </span>
      <span className="visually-hidden" suppressHydrationWarning>
        {t('countdown.remaining', { days: left.days, hours: left.hours, minutes: left.minutes })}
      </span>
    </p>
  );
}
