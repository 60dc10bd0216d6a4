import type { RefObject } from 'react';
import type { Content, MenuItem } from '@store/domain/content';
import type { SessionUser } from '@/lib/session';
import { Drawer } from './drawer';
import { MenuDrawerBody, UserDrawerBody } from './mobile-drawers';

/**
 * The mobile header's menu and user drawers, in their own chunk: the header loads it on the first
 * press of either button, so the home page's first JavaScript does not carry them.
 */
export function HeaderDrawers({
  drawer,
  onClose,
  titles,
  menuButton,
  userButton,
  menu,
  middleBar,
  topLinks,
  user,
}: {
  drawer: 'menu' | 'user' | null;
  onClose: () => void;
  titles: { menu: string; user: string };
  menuButton: RefObject<HTMLButtonElement | null>;
  userButton: RefObject<HTMLButtonElement | null>;
  menu: MenuItem[];
  middleBar: Content['middle-bar'] | null;
  topLinks: Content['top-bar']['links'];
  user: SessionUser | null;
}) {
  return (
    <>
      <Drawer open={drawer === 'menu'} onClose={onClose} side="left" title={titles.menu} returnFocus={menuButton}>
        <MenuDrawerBody menu={menu} middleBar={middleBar} topLinks={topLinks} />
      </Drawer>
      <Drawer open={drawer === 'user'} onClose={onClose} side="right" title={titles.user} returnFocus={userButton}>
        <UserDrawerBody user={user} />
      </Drawer>
    </>
  );
}
