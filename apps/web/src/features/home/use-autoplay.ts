import { useEffect, useState } from 'react';

/** How long each banner stays before the carousel moves on. */
export const AUTOPLAY_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Autoplay for the banner carousel: calls `advance` every AUTOPLAY_MS unless stopped by the user,
 * by reduced motion (off at start), while hovered or focused, or while the tab is hidden.
 * Restarts its timer whenever `index` changes.
 */
export function useAutoplay(index: number, count: number, advance: () => void) {
  const [stopped, setStopped] = useState(false);
  // Read after mount: the server has no window, and the first client render must match its HTML.
  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => {
      if (!document.hidden) advance();
    }, AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, advance]);

  return { running, stopped, setStopped, setHovered, setFocused };
}
