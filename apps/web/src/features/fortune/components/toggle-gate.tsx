import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { StoreConfig } from '@store/domain/config';
import { configQueryOptions } from '@/lib/use-config';

/**
 * A feature-toggled page (spec 2): home when its toggle is off or the config cannot be read;
 * the page once the config says it is on.
 */
export function ToggleGate({ on, children }: { on: (config: StoreConfig) => boolean; children: ReactNode }) {
  const { t } = useTranslation('fortune');
  const config = useQuery(configQueryOptions());
  if (config.data === undefined) {
    if (config.isError) return <Navigate to="/" replace />;
    return (
      <div className="page ftn-page">
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (!on(config.data)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
