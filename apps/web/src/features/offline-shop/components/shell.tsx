import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { clearOfflineDevice, offlineLogoutUrl, readOfflineDevice } from '@/lib/offline-device';
import { useOfflineVerify } from '../api/verify';

/** An offline page: its title and content. */
export function Shell({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId?: string }) {
  return (
    <div className="page ofs-page" data-testid={testId}>
      <h1 className="ofs-title">{title}</h1>
      {intro && <p className="ofs-intro">{intro}</p>}
      {children}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation('offline-shop');
  return (
    <p className="ofs-muted" role="status" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/**
 * The pages behind the sign-in: the device's session is checked (spec offline verify); signed out
 * goes to the login page, a channel the shop does not permit logs out with error 020 (spec 5).
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const verify = useOfflineVerify();
  const error = verify.error;
  const notPermitted = error instanceof ApiError && error.code === 'offline_channel_not_permitted';
  useEffect(() => {
    if (!notPermitted) return;
    const device = readOfflineDevice();
    clearOfflineDevice();
    window.location.assign(offlineLogoutUrl(device, '020'));
  }, [notPermitted]);
  if (verify.isPending || notPermitted) return <Loading />;
  if (error) return <Navigate to="/offline-store/berfuntong/login" replace />;
  return <>{children}</>;
}
