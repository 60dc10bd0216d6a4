import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BOTTOM_MENU_MAX_ENTRIES, BOTTOM_MENU_SCROLL_MS, BOTTOM_MENU_SCROLL_STEP_PX } from '@store/domain/constants';
import type { MenuItem } from '@store/domain/content';
import { pickText } from '@store/domain/lang';
import { useContent } from '@/lib/use-content';
import { track } from '@/lib/analytics';
import { ChromeLink } from './chrome-link';
import { Icon } from './icons';
import { useChrome } from './use-chrome';
import './bottom-menu.css';
import { builtMenu } from '@/app/menu-targets';

const ease = (p: number) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

const menuClick = (item: MenuItem, sub?: MenuItem) => () =>
  track('click_category_menu', { menu: item.title.en || item.title.th, sub_menu: sub ? sub.title.en || sub.title.th : undefined, link: (sub ?? item).link, placement: 'bar' });

/**
 * The desktop menu bar under the header (spec 2, 9): the first 15 shown main-menu entries in one
 * row at most 1280 px wide, scrolled sideways by arrows (460 px over 500 ms) that hide at the ends;
 * a submenu opens on hover, focus or click in a four-column panel under the bar.
 */
export function BottomMenu() {
  const { t, lang } = useChrome();
  const items = builtMenu(useContent()['main-menu'] ?? []).slice(0, BOTTOM_MENU_MAX_ENTRIES);
  const { pathname } = useLocation();
  const scroller = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLElement>(null);
  const frame = useRef(0);
  const target = useRef<number | null>(null);
  const arrowUsed = useRef(0);
  const refocusing = useRef(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Hover intent: a pointer passing over the bar does not flash panels; moving between entries switches at once.
  const byHover = useRef(false);
  const hoverTo = (index: number | null, delay: number) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => ((byHover.current = index !== null), setOpen(index)), delay);
  };
  const [ends, setEnds] = useState({ start: true, end: true });
  const [open, setOpen] = useState<number | null>(null);
  const panelId = useId();

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEnds((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
      cancelAnimationFrame(frame.current);
      clearTimeout(hoverTimer.current);
    };
  }, [measure]);

  useEffect(() => setOpen(null), [pathname]);

  /** Scrolls by one step with an eased requestAnimationFrame animation lasting exactly 500 ms. */
  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    arrowUsed.current = performance.now();
    cancelAnimationFrame(frame.current);
    const from = el.scrollLeft;
    const max = el.scrollWidth - el.clientWidth;
    const to = Math.max(0, Math.min(max, (target.current ?? from) + direction * BOTTOM_MENU_SCROLL_STEP_PX));
    target.current = to;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      el.scrollLeft = to;
      target.current = null;
      return;
    }
    let t0: number | null = null;
    const step = (now: number) => {
      t0 ??= now;
      const p = Math.min(1, (now - t0) / BOTTOM_MENU_SCROLL_MS);
      el.scrollLeft = from + (to - from) * ease(p);
      if (p < 1) frame.current = requestAnimationFrame(step);
      else target.current = null;
    };
    frame.current = requestAnimationFrame(step);
  };

  // When the arrow that was used disappears at an end, the focus moves to the other arrow.
  useEffect(() => {
    if (!arrowUsed.current || performance.now() - arrowUsed.current > BOTTOM_MENU_SCROLL_MS + 500 || (document.activeElement && document.activeElement !== document.body)) return;
    arrowUsed.current = 0;
    nav.current?.querySelector<HTMLElement>('.bm-arrow')?.focus();
  }, [ends]);

  if (items.length === 0) return null;

  return (
    <nav ref={nav} className="bm" aria-label={t('mainMenu')} data-testid="bottom-menu" onBlur={(event) => !nav.current?.contains(event.relatedTarget as Node) && setOpen(null)}>
      <div className="bm-inner">
        {!ends.start && (
          <button type="button" className="bm-arrow bm-arrow--prev" aria-label={t('scrollPrev')} data-testid="bottom-menu-prev" onClick={() => scrollBy(-1)}>
            <span className="bm-arrow-dot">
              <Icon name="left" size={20} />
            </span>
          </button>
        )}
        <div className="bm-scroller" ref={scroller} data-testid="bottom-menu-scroller">
          <ul className="bm-list">
            {items.map((item, i) => {
              const title = pickText(item.title, lang);
              const subs = item.sub_menu.filter((s) => s.show);
              const isOpen = open === i && subs.length > 0;
              const current = item.link !== null && (pathname === item.link || item.sub_menu.some((s) => s.link === pathname));
              const common = {
                className: `bm-item${current ? ' is-current' : ''}${isOpen ? ' is-open' : ''}`,
                'aria-expanded': subs.length > 0 ? isOpen : undefined,
                'aria-controls': isOpen ? `${panelId}-${i}` : undefined,
                onFocus: () => (refocusing.current ? (refocusing.current = false) : setOpen(subs.length > 0 ? i : null)),
              };
              return (
                <li
                  key={i}
                  onMouseEnter={() => hoverTo(subs.length > 0 ? i : null, open === null ? 150 : 0)}
                  onMouseLeave={() => hoverTo(null, 120)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Escape' || open !== i) return;
                    setOpen(null);
                    refocusing.current = true;
                    event.currentTarget.querySelector<HTMLElement>('.bm-item')?.focus();
                    refocusing.current = false;
                  }}
                >
                  {item.link ? (
                    <ChromeLink to={item.link} {...common} onClick={() => (setOpen(null), menuClick(item)())}>
                      {title}
                    </ChromeLink>
                  ) : (
                    <button
                      type="button"
                      {...common}
                      onClick={() => {
                        // A click on a panel the pointer has just opened keeps it open; otherwise it toggles.
                        menuClick(item)();
                        clearTimeout(hoverTimer.current);
                        setOpen(isOpen && !byHover.current ? null : i);
                        byHover.current = false;
                      }}
                    >
                      {title}
                      {subs.length > 0 && <Icon name="down" size={16} />}
                    </button>
                  )}
                  {isOpen && (
                    <div className="bm-panel" id={`${panelId}-${i}`}>
                      <div className="bm-panel-inner">
                        <div className="bm-panel-head">
                          <p className="bm-panel-title">{title}</p>
                          {item.link && (
                            <ChromeLink to={item.link} className="bm-all" onClick={() => (setOpen(null), menuClick(item)())}>
                              {t('seeAllOf', { title })}
                              <Icon name="arrow" size={16} />
                            </ChromeLink>
                          )}
                        </div>
                        <ul className="bm-grid">
                          {subs.map((sub, j) => (
                            <li key={j}>
                              {sub.link ? (
                                <ChromeLink to={sub.link} className="bm-sub" onClick={() => (setOpen(null), menuClick(item, sub)())}>
                                  {pickText(sub.title, lang)}
                                </ChromeLink>
                              ) : (
                                <span className="bm-sub">{pickText(sub.title, lang)}</span>
                              )}
                            </li>
                          ))}
                        </ul>
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        {!ends.end && (
          <button type="button" className="bm-arrow bm-arrow--next" aria-label={t('scrollNext')} data-testid="bottom-menu-next" onClick={() => scrollBy(1)}>
            <span className="bm-arrow-dot">
              <Icon name="right" size={20} />
            </span>
          </button>
        )}
      </div>
    </nav>
  );
}
