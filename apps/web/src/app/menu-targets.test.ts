import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@store/domain/content';
import { isComingSoonLink } from './coming-soon-routes';
import { builtMenu, isBuiltLink } from './menu-targets';

const item = (en: string, link: string | null, sub_menu: MenuItem[] = [], show = true): MenuItem => ({ title: { th: en, en }, link, show, sub_menu }) as unknown as MenuItem;

describe('main menu without dead ends', () => {
  it('knows the coming-soon links, with parameters, query and trailing slash', () => {
    expect(isComingSoonLink('/payment-offline/qr?from=menu')).toBe(true);
    // Built in issue 18: the package upgrade (CLM), device bundles, students and pay smooth.
    expect(isComingSoonLink('/uppack/index')).toBe(false);
    expect(isComingSoonLink('/clm/device?from=menu')).toBe(false);
    expect(isComingSoonLink('/online-store/bundle/1/B1/NAS1')).toBe(false);
    expect(isComingSoonLink('/paysmooth/B/')).toBe(false);
    // Built in issue 17 (home internet): every /trueonline route.
    expect(isComingSoonLink('/trueonline/coverage?from=menu')).toBe(false);
    expect(isComingSoonLink('/trueonline/status/a/B/')).toBe(false);
    // Built since issue 16 (number porting).
    expect(isComingSoonLink('/online-store/mnp-auto/1/MNP001/1')).toBe(false);
    expect(isComingSoonLink('/mnp/verify/one-step/ABC/')).toBe(false);
    expect(isComingSoonLink('/online-store/mnp-one-step-fail?reason=unpaid_bill')).toBe(false);
    expect(isComingSoonLink('/pre2post/verify')).toBe(false);
    expect(isComingSoonLink('/university/verify')).toBe(false);
    expect(isComingSoonLink('/packages')).toBe(false);
    expect(isComingSoonLink('/online-store/list/routers')).toBe(false);
  });

  it('leaves out entries and submenu entries that lead to a coming-soon page, and hidden ones', () => {
    const menu = builtMenu([
      item('Phones', '/online-store/list/smartphones', [item('iPhone', '/online-store/list/iphone'), item('Hidden', '/x', [], false)]),
      item('Upgrades', '/payment-offline/qr', [item('Routers', '/online-store/list/routers')]),
      item('Offers', '/coupon', [item('Add-ons', '/uppack/index'), item('Upgrade', '/payment-offline/unsuccess')]),
      item('Student offers', '/university/verify'),
      item('Label', null),
    ]);
    expect(menu.map((m) => m.title.en)).toEqual(['Phones', 'Offers', 'Label']);
    expect(menu[0].sub_menu.map((m) => m.title.en)).toEqual(['iPhone']);
    expect(menu[1].sub_menu.map((m) => m.title.en)).toEqual(['Add-ons']);
  });

  it('tells built links from coming-soon ones for the home journeys too', () => {
    expect(isBuiltLink('/payment-offline/qr')).toBe(false);
    expect(isBuiltLink('/clm/device')).toBe(true);
    expect(isBuiltLink('/trueonline/coverage')).toBe(true);
    expect(isBuiltLink('/online-store/bundle/1/B1/NAS1')).toBe(true);
    expect(isBuiltLink('/online-store/mnp-auto/1/MNP001/1')).toBe(true);
    expect(isBuiltLink('/mnp')).toBe(true);
    expect(isBuiltLink('/online-store/luckysim')).toBe(true);
    expect(isBuiltLink('https://example.com/help')).toBe(true);
    expect(isBuiltLink(null)).toBe(true);
  });
});
