import { useLocation } from 'react-router';
import { pickText } from '@store/domain/lang';
import { useIsClient } from '@/components/ui/use-is-client';
import { clearOfflineDevice, offlineLogoutUrl, readOfflineDevice } from '@/lib/offline-device';
import { Icon } from './icons';
import { useChrome } from './use-chrome';

const LOGIN_PATH = '/offline-store/berfuntong/login';

/**
 * The offline footer (spec 2): on the offline-store pages of a signed-in shop device, the shop's
 * name in the page's language and a logout icon; not on the login page. Read from the device's
 * storage after hydration (the server does not know the device).
 */
export function OfflineFooter() {
  const { t, lang } = useChrome();
  const { pathname } = useLocation();
  const isClient = useIsClient();
  if (!isClient || !pathname.startsWith('/offline-store') || pathname.replace(/\/+$/, '') === LOGIN_PATH) return null;
  const device = readOfflineDevice();
  if (!device) return null;
  return (
    <div className="ftr-offline" data-testid="offline-footer">
      <div className="ftr-wrap ftr-offline__row">
        <span className="ftr-offline__shop">
          <Icon name="store" size={22} />
          <span>
            <small>{t(`offlineFooter.${device.type}`)}</small>
            <strong data-testid="offline-footer-shop">{device.shopName ? pickText(device.shopName, lang) : device.key}</strong>
          </span>
        </span>
        <a className="ftr-offline__logout" href={offlineLogoutUrl(device)} onClick={clearOfflineDevice} aria-label={t('offlineFooter.logout')} data-testid="offline-logout">
          <Icon name="logout" size={22} />
          <span>{t('offlineFooter.logout')}</span>
        </a>
      </div>
    </div>
  );
}
