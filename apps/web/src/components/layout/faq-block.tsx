import { useId, useState } from 'react';
import type { FaqItem } from '@store/domain/content';
import { pickText } from '@store/domain/lang';
import { useConfig } from '@/lib/use-config';
import { useContent } from '@/lib/use-content';
import { track } from '@/lib/analytics';
import { ChromeLink } from './chrome-link';
import { Icon, type IconName } from './icons';
import { useChrome, useIsDesktop } from './use-chrome';
import './faq-block.css';

const ICONS: Record<string, IconName> = { truck: 'truck', card: 'card', swap: 'swap', shield: 'shield' };

function SeeMore({ item }: { item: FaqItem }) {
  const { t, lang } = useChrome();
  const href = item.custom_fields.base_url ? item.custom_fields.base_url.replace(/\/+$/, '') + item.link : item.link;
  return (
    <ChromeLink to={href} newTab className="faq-more" onClick={() => track('track_event', { category: 'faq', action: 'see_more', label: item.id })}>
      {t('faq.seeMore')}
      <span className="visually-hidden">
        : {pickText(item.title, lang)} {t('newTab')}
      </span>
      <Icon name="arrow" size={16} />
    </ChromeLink>
  );
}

function FaqIcon({ item }: { item: FaqItem }) {
  return (
    <span className="faq-icon">
      <Icon name={ICONS[item.custom_fields.icon] ?? 'alert'} size={24} />
    </span>
  );
}

/** Below 1000 px each question is a disclosure. */
function FaqDisclosure({ item }: { item: FaqItem }) {
  const { lang } = useChrome();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="faq-row">
      <h3>
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          <FaqIcon item={item} />
          <span className="faq-q">{pickText(item.title, lang)}</span>
          <Icon name="down" size={20} className="faq-chev" />
        </button>
      </h3>
      <div id={id} className="faq-a" hidden={!open}>
        <p>{pickText(item.description, lang)}</p>
        <SeeMore item={item} />
      </div>
    </li>
  );
}

/** The FAQ block above the footer (spec 2): only when FAQ display is on and there are questions. */
export function FaqBlock() {
  const { t, lang } = useChrome();
  const config = useConfig();
  const items = useContent().faq ?? [];
  const isDesktop = useIsDesktop();
  const headingId = useId();
  if (!config.faq.display || items.length === 0) return null;
  return (
    <section className="faq" aria-labelledby={headingId} data-testid="faq">
      <div className="faq-wrap">
        <h2 id={headingId} className="faq-title">
          {t('faq.title')}
        </h2>
        {isDesktop ? (
          <ul className="faq-grid">
            {items.map((item) => (
              <li key={item.id} className="faq-card">
                <FaqIcon item={item} />
                <h3>{pickText(item.title, lang)}</h3>
                <p>{pickText(item.description, lang)}</p>
                <SeeMore item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="faq-list">
            {items.map((item) => (
              <FaqDisclosure key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
