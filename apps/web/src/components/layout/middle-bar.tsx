import { useEffect, useId, useRef, useState } from 'react';
import type { Content } from '@store/domain/content';
import { pickText } from '@store/domain/lang';
import { track } from '@/lib/analytics';
import { ChromeLink } from './chrome-link';
import { Icon } from './icons';
import { useChrome } from './use-chrome';

type Group = Content['middle-bar'][number];
const byPosition = <T extends { position: number }>(list: T[]) => [...list].sort((a, b) => a.position - b.position);

/** The middle bar's groups and columns in their configured order. */
export function sortedMiddleBar(groups: Content['middle-bar'] | undefined): Group[] {
  return byPosition(groups ?? []).map((g) => ({
    ...g,
    product_service_headers: byPosition(g.product_service_headers).map((h) => ({ ...h, product_service_details: byPosition(h.product_service_details) })),
  }));
}

const onPick = (category: string, label: string, link: string) => () => track('header_category', { category, label, link });

/** Desktop: one compact dropdown per middle-bar group ("products and services"), columns inside. */
export function MiddleBarMenu({ group }: { group: Group }) {
  const { t, lang } = useChrome();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const byHover = useRef(false);
  const name = pickText(group.name, lang);
  const hover = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => ((byHover.current = next), setOpen(next)), next ? 150 : 120);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      ref={root}
      className="mid"
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
      onBlur={(event) => !root.current?.contains(event.relatedTarget as Node) && setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="util-link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          // A click on a panel the pointer has just opened keeps it open; otherwise it toggles.
          clearTimeout(timer.current);
          setOpen(!open || byHover.current);
          byHover.current = false;
        }}
      >
        {name}
        <Icon name="down" size={16} />
      </button>
      {open && (
        <div id={id} className="mid-pop">
          {group.product_service_headers.map((header) => (
            <div key={header.position} className="mid-col">
              <p className="mid-head">{pickText(header.title, lang)}</p>
              <ul>
                {header.product_service_details.map((detail) => (
                  <li key={detail.position}>
                    <ChromeLink to={detail.link} onClick={() => (setOpen(false), onPick(name, detail.title.en, detail.link)())}>
                      {pickText(detail.title, lang)}
                    </ChromeLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {group.link && (
            <ChromeLink to={group.link} className="mid-all" onClick={() => (setOpen(false), onPick(name, 'all', group.link)())}>
              {t('seeAll')}
              <Icon name="arrow" size={16} />
            </ChromeLink>
          )}
        </div>
      )}
    </div>
  );
}

/** Mobile drawer: each group as a disclosure with its columns. */
export function MiddleBarSection({ group }: { group: Group }) {
  const { lang } = useChrome();
  const name = pickText(group.name, lang);
  return (
    <details className="dm-group">
      <summary className="dm-row">
        {name}
        <Icon name="down" size={20} />
      </summary>
      {group.product_service_headers.map((header) => (
        <div key={header.position} className="dm-sub">
          <p className="dm-subhead">{pickText(header.title, lang)}</p>
          <ul>
            {header.product_service_details.map((detail) => (
              <li key={detail.position}>
                <ChromeLink to={detail.link} className="dm-sublink" onClick={onPick(name, detail.title.en, detail.link)}>
                  {pickText(detail.title, lang)}
                </ChromeLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </details>
  );
}
