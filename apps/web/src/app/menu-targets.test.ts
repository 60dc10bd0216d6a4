import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@store/domain/content';
import { comingSoonRoutes, isComingSoonLink, linkMatcher } from './coming-soon-routes';
import { builtMenu, isBuiltLink } from './menu-targets';

const item = (en: string, link: string | null, sub_menu: MenuItem[] = [], show = true): MenuItem => ({ title: { th: en, en }, link, show, sub_menu }) as unknown as MenuItem;

/** A coming-soon table as it stood before issues 18 and 19 landed, for the mechanism's own tests. */
const soon = linkMatcher(['uppack/index', 'payment-offline/qr', 'payment-offline/unsuccess', ['online-store-bundle', 'online-store/bundle/:id/:bundle/:nas']]);

describe('main menu without dead ends', () => {
  it('matches coming-soon links with parameters, query and trailing slash', () => {
    expect(soon('/payment-offline/qr?from=menu')).toBe(true);
    expect(soon('/uppack/index/')).toBe(true);
    expect(soon('/online-store/bundle/1/B1/NAS1#top')).toBe(true);
    expect(soon('/online-store/bundle/1/B1')).toBe(false);
    expect(soon('/uppack')).toBe(false);
  });

  it('has no coming-soon page left: every route of spec 2 is built (issues 13-19)', () => {
    expect(comingSoonRoutes()).toEqual([]);
    for (const link of [
      '/uppack/index',
      '/clm/device?from=menu',
      '/online-store/bundle/1/B1/NAS1',
      '/paysmooth/B/',
      '/university/verify',
      '/redeem-truepoint',
      '/payment-offline/qr',
      '/offline-store/berfuntong/login',
      '/trueonline/coverage?from=menu',
      '/online-store/mnp-auto/1/MNP001/1',
      '/pre2post/verify',
    ])
      expect(isComingSoonLink(link), link).toBe(false);
  });

  it('leaves out entries and submenu entries that lead to a coming-soon page, and hidden ones', () => {
    const items = [
      item('Phones', '/online-store/list/smartphones', [item('iPhone', '/online-store/list/iphone'), item('Hidden', '/x', [], false)]),
      item('Upgrades', '/payment-offline/qr', [item('Routers', '/online-store/list/routers')]),
      item('Offers', '/coupon', [item('Add-ons', '/uppack/index'), item('Upgrade', '/payment-offline/unsuccess'), item('Cases', '/online-store/list/cases')]),
      item('Label', null),
    ];
    const menu = builtMenu(items, soon);
    expect(menu.map((m) => m.title.en)).toEqual(['Phones', 'Offers', 'Label']);
    expect(menu[0].sub_menu.map((m) => m.title.en)).toEqual(['iPhone']);
    expect(menu[1].sub_menu.map((m) => m.title.en)).toEqual(['Cases']);
    // With nothing coming soon, only hidden entries are left out.
    const all = builtMenu(items);
    expect(all.map((m) => m.title.en)).toEqual(['Phones', 'Upgrades', 'Offers', 'Label']);
    expect(all[0].sub_menu.map((m) => m.title.en)).toEqual(['iPhone']);
  });

  it('tells built links from coming-soon ones for the home journeys too', () => {
    expect(isBuiltLink('/payment-offline/qr', soon)).toBe(false);
    expect(isBuiltLink('/payment-offline/qr')).toBe(true);
    expect(isBuiltLink('/clm/device')).toBe(true);
    expect(isBuiltLink('https://example.com/help', soon)).toBe(true);
    expect(isBuiltLink(null, soon)).toBe(true);
  });
});
