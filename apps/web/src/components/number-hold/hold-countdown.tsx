import { useEffect, useState } from 'react';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * mm:ss left on a number hold, ticking each second (the timeout dialog itself is the shared hold
 * timer's). `label` words the time in the caller's texts; `className` styles it as the page does.
 */
export function HoldCountdown({ expiresAt, label, className }: { expiresAt: string; label: (time: string) => string; className: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return (
    <p className={className} role="timer" aria-live="off" data-testid="hold-countdown">
      {label(`${two(Math.floor(left / 60))}:${two(left % 60)}`)}
    </p>
  );
}
