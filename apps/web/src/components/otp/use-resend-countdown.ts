import { useCallback, useEffect, useState } from 'react';

/**
 * The seconds until a new code may be asked for, ticking every second while above zero, and
 * `restart(at)` for the time (ms since the epoch; 0 for none) the server gave with a code.
 */
export function useResendCountdown(): [secondsLeft: number, restart: (at: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, now]);
  const restart = useCallback((at: number) => {
    setUntil(at);
    setNow(Date.now());
  }, []);
  return [left, restart];
}
