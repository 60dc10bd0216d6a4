import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Content, MenuItem } from '@store/domain/content';
import { pickText } from '@store/domain/lang';
import { track } from '@/lib/analytics';
import { authUrl, type SessionUser } from '@/lib/session';
import { Avatar, useLogout } from './account';
import { ChromeLink } from './chrome-link';
import { Icon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MiddleBarSection, sortedMiddleBar } from './middle-bar';
import { useChrome } from './use-chrome';

const menuClick = (item: MenuItem, sub?: MenuItem) => () =>
  track('click_category_menu', { menu: item.title.en || item.title.th, sub_menu: sub ? sub.title.en || sub.title.th : undefined, link: (sub ?? item).link, placement: 'drawer' });

/** One main-menu entry: a link, or a button that expands its submenu. */
function DrawerMenuItem({ item }: { item: MenuItem }) {
  const { t, lang } = useChrome();
  const [open, setOpen] = useState(false);
  const id = useId();
  const title = pickText(item.title, lang);
  const subs = item.sub_menu.filter((s) => s.show);
  if (subs.length === 0) {
    return (
      <li>
        {item.link ? (
          <ChromeLink to={item.link} className="dm-row" onClick={menuClick(item)}>
            {title}
          </ChromeLink>
        ) : (
          <span className="dm-row">{title}</span>
        )}
      </li>
    );
  }
  return (
    <li>
      <button type="button" className="dm-row" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {title}
        <Icon name="down" size={20} />
      </button>
      <ul id={id} className="dm-subs" hidden={!open}>
        {item.link && (
          <li>
            <ChromeLink to={item.link} className="dm-sublink dm-sublink--all" onClick={menuClick(item)}>
              {t('seeAllOf', { title })}
            </ChromeLink>
          </li>
        )}
        {subs.map((sub, i) => (
          <li key={i}>
            {sub.link ? (
              <ChromeLink to={sub.link} className="dm-sublink" onClick={menuClick(item, sub)}>
                {pickText(sub.title, lang)}
              </ChromeLink>
            ) : (
              <span className="dm-sublink">{pickText(sub.title, lang)}</span>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The menu drawer: language, the main menu, the middle bar and the top-bar links. */
export function MenuDrawerBody({ menu, middleBar, topLinks }: { menu: MenuItem[]; middleBar: Content['middle-bar'] | null; topLinks: Content['top-bar']['links'] }) {
  const { t, lang } = useChrome();
  return (
    <>
      <div className="dm-lang">
        <span>
          <Icon name="globe" size={20} />
          {t('languageShort')}
        </span>
        <LanguageSwitch />
      </div>
      <nav aria-label={t('mainMenu')}>
        <ul className="dm-list">
          {menu.map((item, i) => (
            <DrawerMenuItem key={i} item={item} />
          ))}
        </ul>
      </nav>
      {middleBar && sortedMiddleBar(middleBar).map((group) => <MiddleBarSection key={group.position} group={group} />)}
      <ul className="dm-extra" aria-label={t('moreLinks')}>
        <li>
          <Link to="/tracking" className="dm-row dm-row--icon" onClick={() => track('header_button', { button: 'tracking' })}>
            <Icon name="box" size={20} />
            {t('tracking')}
          </Link>
        </li>
        {topLinks.map((link) => (
          <li key={link.link}>
            <ChromeLink to={link.link} className="dm-row dm-row--icon" onClick={() => track('header_category', { category: 'top-bar', label: link.label.en, link: link.link })}>
              <Icon name={link.link === '/pickup' ? 'store' : 'arrow'} size={20} />
              {pickText(link.label, lang)}
            </ChromeLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The user drawer: log in and sign up for a guest; name, my account and log out when signed in. */
export function UserDrawerBody({ user }: { user: SessionUser | null }) {
  const { t } = useChrome();
  const { pathname, search } = useLocation();
  const doLogout = useLogout();
  if (!user) {
    return (
      <div className="ud">
        <p className="ud-title">{t('guestTitle')}</p>
        <p className="ud-text">{t('guestText')}</p>
        <a className="btn btn--primary btn--block" href={authUrl('login', pathname + search)} onClick={() => track('header_button', { button: 'login' })}>
          {t('login')}
        </a>
        <a className="btn btn--outline btn--block" href={authUrl('signup', pathname + search)} onClick={() => track('header_button', { button: 'signup' })}>
          {t('signup')}
        </a>
      </div>
    );
  }
  return (
    <div className="ud">
      <div className="ud-user">
        <Avatar user={user} size={56} />
        <div>
          <p className="ud-hello">{t('hello')}</p>
          <p className="ud-name">{user.display_name}</p>
        </div>
      </div>
      <ul className="dm-extra">
        <li>
          <Link to="/profile" className="dm-row dm-row--icon" onClick={() => track('header_button', { button: 'profile' })}>
            <Icon name="user" size={20} />
            {t('myAccount')}
          </Link>
        </li>
        <li>
          <Link to="/tracking" className="dm-row dm-row--icon" onClick={() => track('header_button', { button: 'tracking' })}>
            <Icon name="box" size={20} />
            {t('tracking')}
          </Link>
        </li>
        <li>
          <button type="button" className="dm-row dm-row--icon" onClick={() => void doLogout()}>
            <Icon name="logout" size={20} />
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
