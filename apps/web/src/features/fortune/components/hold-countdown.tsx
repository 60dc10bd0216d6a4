import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const two = (n: number) => String(n).padStart(2, '0');

/** mm:ss left on a hold (the timeout dialog itself is the shared hold timer's). */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('fortune');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return (
    <p className="ftn-countdown" role="timer" aria-live="off" data-testid="hold-countdown">
      {t('choose.timeLeft', { time: `${two(Math.floor(left / 60))}:${two(left % 60)}` })}
    </p>
  );
}
