import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { pickText } from '@store/domain/lang';
import { useConfig } from '@/lib/use-config';
import { useContent } from '@/lib/use-content';
import { track } from '@/lib/analytics';
import { useCartCount } from '@/lib/cart-count';
import { useSession } from '@/lib/session';
import { AccountBlock, Avatar, GuestLinks } from './account';
import { ChromeLink } from './chrome-link';
import { Icon, LogoMark } from './icons';
import { LanguageSwitch } from './language-switch';
import { MiddleBarMenu, sortedMiddleBar } from './middle-bar';
import { SearchBox } from './search-box';
import { useChrome, useIsDesktop } from './use-chrome';
import './header.css';
import { builtMenu } from '@/app/menu-targets';

const headerButton = (button: string) => () => track('header_button', { button });

const loadDrawers = () => import('./header-drawers');
/** Fetches the drawers' chunk when a press is likely (hover, touch, keyboard focus), before the click. */
const prefetchDrawers = () => void loadDrawers();
const HeaderDrawers = lazy(() => loadDrawers().then((m) => ({ default: m.HeaderDrawers })));

/**
 * The store header (spec 2): promotion text, the top bar (customer types), the middle bar, search,
 * order tracking, language, account and cart; below 1000 px the menu and user drawers.
 */
export function Header() {
  const { t, lang } = useChrome();
  const config = useConfig();
  const content = useContent();
  const { user } = useSession();
  const cartCount = useCartCount();
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const [drawer, setDrawer] = useState<'menu' | 'user' | null>(null);
  // The drawers' chunk is fetched when a drawer button is first pointed at, and mounted on first open.
  const [drawersWanted, setDrawersWanted] = useState(false);
  const openDrawer = (which: 'menu' | 'user') => {
    headerButton(which)();
    setDrawersWanted(true);
    setDrawer(which);
  };
  const menuButton = useRef<HTMLButtonElement>(null);
  const userButton = useRef<HTMLButtonElement>(null);

  // A drawer closes on navigation and when the window grows past the drawer breakpoint.
  useEffect(() => setDrawer(null), [location.key, isDesktop]);

  const promo = config.text_promotion_banner;
  const promoText = promo.toggle ? pickText(promo.text, lang) : '';
  const topLinks = config.header.import_headers ? [] : (content['top-bar']?.links ?? []);
  const middleBar = config.toggle_feature.menu_middle_bar ? (content['middle-bar'] ?? []) : null;
  const menu = builtMenu(content['main-menu'] ?? []);
  const storeName = pickText(config.store.name, lang);
  const cartLabel = cartCount > 0 ? t('cartCount', { count: cartCount }) : t('cart');

  return (
    <header className="hdr">
      {promoText && (
        <div className="promo" data-testid="promo-bar">
          {promo.link ? (
            <ChromeLink to={promo.link} onClick={() => track('header_category', { category: 'promotion', label: promo.text.en, link: promo.link })}>
              {promoText}
              <Icon name="arrow" size={16} />
            </ChromeLink>
          ) : (
            <span>{promoText}</span>
          )}
        </div>
      )}

      <div className="util">
        <div className="hdr-wrap util-row">
          {topLinks.length > 0 && (
            <nav aria-label={t('topBar')} className="top-bar" data-testid="top-bar">
              {topLinks.map((link) => (
                <ChromeLink
                  key={link.link}
                  to={link.link}
                  className={`top-link${link.link === location.pathname ? ' is-current' : ''}`}
                  onClick={() => track('header_category', { category: 'top-bar', label: link.label.en, link: link.link })}
                >
                  {pickText(link.label, lang)}
                </ChromeLink>
              ))}
            </nav>
          )}
          <div className="util-end">
            {middleBar && sortedMiddleBar(middleBar).map((group) => <MiddleBarMenu key={group.position} group={group} />)}
            <Link to="/tracking" className="util-link" onClick={headerButton('tracking')}>
              <Icon name="box" size={18} />
              {t('tracking')}
            </Link>
            <LanguageSwitch />
          </div>
        </div>
      </div>

      <div className="hdr-main">
        <div className="hdr-wrap hdr-row">
          <button
            ref={menuButton}
            type="button"
            className="icon-btn hdr-menu"
            aria-label={t('menu')}
            aria-haspopup="dialog"
            aria-expanded={drawer === 'menu'}
            onPointerEnter={prefetchDrawers}
            onTouchStart={prefetchDrawers}
            onFocus={prefetchDrawers}
            onClick={() => openDrawer('menu')}
          >
            <Icon name="menu" />
          </button>

          <Link to="/" className="logo" onClick={headerButton('logo')}>
            <LogoMark />
            <span className="logo-name">{storeName}</span>
          </Link>

          <div className="hdr-search">
            <SearchBox />
          </div>

          <div className="hdr-actions">
            <div className="hdr-account">{user ? <AccountBlock user={user} /> : <GuestLinks />}</div>
            <button
              ref={userButton}
              type="button"
              className="icon-btn hdr-user"
              aria-label={user ? `${t('account')}: ${user.display_name}` : t('account')}
              aria-haspopup="dialog"
              aria-expanded={drawer === 'user'}
              onPointerEnter={prefetchDrawers}
              onTouchStart={prefetchDrawers}
              onFocus={prefetchDrawers}
              onClick={() => openDrawer('user')}
            >
              {user ? <Avatar user={user} size={30} /> : <Icon name="user" />}
            </button>
            <Link to="/cart" className="icon-btn cart" aria-label={cartLabel} data-testid="cart-link" onClick={headerButton('cart')}>
              <Icon name="bag" />
              {cartCount > 0 && (
                <span className="cart-badge" aria-hidden="true" data-testid="cart-count">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              )}
            </Link>
          </div>
        </div>
      </div>

      {drawersWanted && (
        <Suspense fallback={null}>
          <HeaderDrawers
            drawer={drawer}
            onClose={() => setDrawer(null)}
            titles={{ menu: t('menu'), user: t('account') }}
            menuButton={menuButton}
            userButton={userButton}
            menu={menu}
            middleBar={middleBar}
            topLinks={topLinks}
            user={user}
          />
        </Suspense>
      )}
    </header>
  );
}
