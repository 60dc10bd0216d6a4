import type { MenuItem } from '@store/domain/content';
import { isComingSoonLink } from './coming-soon-routes';

/**
 * The main-menu entries to show (issue 13: the menu must not promise what is not there): shown
 * entries whose link is built, with the shown, built entries of their submenu. An entry or submenu
 * entry whose link is a coming-soon route is left out, and comes back by itself once that route is
 * built (taken out of coming-soon-routes.ts). External links and entries without a link are kept.
 */
export function builtMenu(items: MenuItem[], isSoon: (link: string) => boolean = isComingSoonLink): MenuItem[] {
  const built = (item: MenuItem) => item.show && isBuiltLink(item.link, isSoon);
  return items.filter(built).map((item) => ({ ...item, sub_menu: item.sub_menu.filter(built) }));
}

/** Whether a store link leads to a built page (not a coming-soon route); external links and no link count as built. */
export function isBuiltLink(link: string | null | undefined, isSoon: (link: string) => boolean = isComingSoonLink): boolean {
  return !(link && link.startsWith('/') && isSoon(link));
}
