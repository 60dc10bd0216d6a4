import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  getClmChange,
  getClmCurrentPackage,
  getClmOnTop,
  listClmPackages,
  listClmVas,
  previewClmCurrentPackage,
  previewClmOnTop,
  previewClmPackages,
  previewClmVas,
} from '@store/domain/contracts/clm';
import type { ClmVasService } from '@store/domain/clm';
import { ApiError, call } from '@/lib/api-client';

/** A verification that ended or is not this browser's is not retried (the page sends the shopper back to verify). */
const retry = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2;

/** get-current-package / benefit-on-top / list-package of a verification, or of the preview (id null). */
export const currentPackageQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['clm', id ?? 'preview', 'current'],
    queryFn: ({ signal }) =>
      id
        ? call<typeof getClmCurrentPackage>('GET', '/clm/verifications/:id/current-package', { params: { id }, signal })
        : call<typeof previewClmCurrentPackage>('GET', '/clm/preview/current-package', { signal }),
    retry,
  });
export const onTopQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['clm', id ?? 'preview', 'on-top'],
    queryFn: ({ signal }) =>
      id
        ? call<typeof getClmOnTop>('GET', '/clm/verifications/:id/benefit-on-top', { params: { id }, signal })
        : call<typeof previewClmOnTop>('GET', '/clm/preview/benefit-on-top', { signal }),
    retry,
  });
export const packagesQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['clm', id ?? 'preview', 'packages'],
    queryFn: ({ signal }) =>
      id
        ? call<typeof listClmPackages>('GET', '/clm/verifications/:id/packages', { params: { id }, signal })
        : call<typeof previewClmPackages>('GET', '/clm/preview/packages', { signal }),
    retry,
  });
export const vasQueryOptions = (service: ClmVasService, id: string | null) =>
  queryOptions({
    queryKey: ['clm', id ?? `preview-${service}`, 'vas'],
    queryFn: ({ signal }) =>
      id
        ? call<typeof listClmVas>('GET', '/clm/verifications/:id/vas', { params: { id }, signal })
        : call<typeof previewClmVas>('GET', '/clm/preview/vas/:service', { params: { service }, signal }),
    retry,
  });
export const changeQueryOptions = (secureKey: string) =>
  queryOptions({
    queryKey: ['clm', 'change', secureKey],
    queryFn: ({ signal }) => call<typeof getClmChange>('GET', '/clm/changes/:secure_key', { params: { secure_key: secureKey }, signal }),
    retry,
  });

export const useCurrentPackage = (id: string | null) => useQuery(currentPackageQueryOptions(id));
export const useOnTop = (id: string | null) => useQuery(onTopQueryOptions(id));
export const usePackages = (id: string | null) => useQuery(packagesQueryOptions(id));
export const useVas = (service: ClmVasService, id: string | null) => useQuery(vasQueryOptions(service, id));
export const useChange = (secureKey: string) => useQuery(changeQueryOptions(secureKey));
