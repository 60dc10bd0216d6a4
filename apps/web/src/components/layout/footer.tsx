import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Content } from '@store/domain/content';
import { pickText } from '@store/domain/lang';
import { useConfig } from '@/lib/use-config';
import { useContent } from '@/lib/use-content';
import { track } from '@/lib/analytics';
import { ChromeLink } from './chrome-link';
import { SaleFooter } from './sale-footer';
import { Icon, LogoMark, type IconName } from './icons';
import { OfflineFooter } from './offline-footer';
import { useChrome, useIsDesktop } from './use-chrome';
import './footer.css';

const BENEFITS: [key: string, icon: IconName][] = [
  ['authentic', 'seal'],
  ['discount', 'tag'],
  ['shipping', 'truck'],
  ['warranty', 'shield'],
];

const SOCIAL_NAMES = { facebook: 'Facebook', line: 'LINE', youtube: 'YouTube', instagram: 'Instagram', tiktok: 'TikTok', x: 'X' } as const;

type GroupKey = keyof Content['footer'];

/** One link group: a heading and a list; below 1000 px the heading is a button that shows the list. */
function FooterGroup({ group, links }: { group: GroupKey; links: Content['footer'][GroupKey] }) {
  const { t, lang } = useChrome();
  const isDesktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const id = useId();
  const title = t(`footer.${group}`);
  return (
    <div className="ftr-group">
      <h2 className="ftr-head">
        {isDesktop ? (
          title
        ) : (
          <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
            {title}
            <Icon name="down" size={20} />
          </button>
        )}
      </h2>
      <ul id={id} className="ftr-links" hidden={!isDesktop && !open}>
        {links.map((link) => (
          <li key={link.link}>
            <ChromeLink to={link.link} onClick={() => track('footer_category', { category: group, label: link.label.en, link: link.link })}>
              {pickText(link.label, lang)}
            </ChromeLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer (spec 2): benefit tiles, the link groups (the sitemap), call centre, social links, copyright. */
export function Footer() {
  const { t, lang } = useChrome();
  const config = useConfig();
  const footer = useContent().footer;
  const name = pickText(config.store.name, lang);
  const phone = config.store.call_centre;
  const showSitemap = !config.header.import_headers && footer;

  return (
    <footer className="ftr">
      <SaleFooter />
      <OfflineFooter />
      <section className="benefits" aria-label={t('benefitsTitle')}>
        <ul className="ftr-wrap benefit-grid">
          {BENEFITS.map(([key, icon]) => (
            <li key={key} className="benefit">
              <span className="benefit-icon">
                <Icon name={icon} size={26} />
              </span>
              <span>
                <strong>{t(`benefits.${key}.title`)}</strong>
                <span>{t(`benefits.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="ftr-main">
        <div className="ftr-wrap ftr-grid">
          <div className="ftr-brand">
            <Link to="/" className="ftr-logo" onClick={() => track('footer_category', { category: 'logo', link: '/' })}>
              <LogoMark size={40} />
              <span>{name}</span>
            </Link>
            <p className="ftr-tagline">{t('footer.tagline')}</p>
            <a
              className="ftr-call"
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              aria-label={t('footer.callLabel', { number: phone })}
              onClick={() => track('footer_category', { category: 'call_centre', link: `tel:${phone}` })}
            >
              <span className="ftr-call-icon">
                <Icon name="phone" size={22} />
              </span>
              <span>
                <small>{t('footer.callCentre')}</small>
                <strong>{phone}</strong>
              </span>
            </a>
            {config.store.social.length > 0 && (
              <>
                <p className="ftr-follow">{t('footer.followUs')}</p>
                <ul className="social">
                  {config.store.social.map((s) => (
                    <li key={s.name}>
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener"
                        aria-label={`${SOCIAL_NAMES[s.name]} ${t('newTab')}`}
                        onClick={() => track('footer_category', { category: 'social', label: s.name, link: s.url })}
                      >
                        <Icon name={s.name} size={20} />
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          {showSitemap && (['service', 'support', 'account'] as const).map((group) => <FooterGroup key={group} group={group} links={footer[group]} />)}
        </div>
      </div>

      <div className="ftr-bottom">
        <p className="ftr-wrap">{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
      </div>
    </footer>
  );
}
