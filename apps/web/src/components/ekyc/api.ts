import type {
  createEkycApplication,
  createEkycHandoff,
  getEkycApplication,
  openEkycHandoff,
  putEkycHandoffImage,
  putEkycImage,
  submitEkycApplication,
  submitEkycHandoff,
} from '@store/domain/contracts/ekyc';
import type { RouteData } from '@store/domain/contracts/define';
import type { EkycImageKind, EkycPurpose } from '@store/domain/ekyc';
import { ApiError, call } from '@/lib/api-client';
import { basePath } from '@/lib/boot';

/** The eKYC API calls of the capture component and the hand-off pages (contracts/ekyc.ts). */
export const createApplication = (body: { thai_id: string; purpose: EkycPurpose; lang: 'th' | 'en' }) => call<typeof createEkycApplication>('POST', '/ekyc/applications', { body });

export const getApplication = (id: string, signal?: AbortSignal) => call<typeof getEkycApplication>('GET', '/ekyc/applications/:id', { params: { id }, signal });

export const submitApplication = (id: string) => call<typeof submitEkycApplication>('POST', '/ekyc/applications/:id/submit', { params: { id } });

export const createHandoff = (id: string) => call<typeof createEkycHandoff>('POST', '/ekyc/applications/:id/handoff', { params: { id } });

export const openHandoff = (hash: string, signal?: AbortSignal) => call<typeof openEkycHandoff>('GET', '/ekyc/handoff/:hash', { params: { hash }, signal });

export const submitHandoff = (hash: string) => call<typeof submitEkycHandoff>('POST', '/ekyc/handoff/:hash/submit', { params: { hash } });

export type ApplicationView = RouteData<typeof getEkycApplication>;
export type HandoffView = RouteData<typeof openEkycHandoff>;

/**
 * PUTs a photo as its raw bytes (image/jpeg or image/png), reporting upload progress (0..1): fetch
 * cannot tell upload progress, XMLHttpRequest can. Answers the route's `data`, or throws ApiError.
 */
function putImage<T>(path: string, blob: Blob, onProgress?: (share: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${basePath()}/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', blob.type === 'image/png' ? 'image/png' : 'image/jpeg');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network Error'));
    xhr.onload = () => {
      type Payload = { data?: T; error?: { code: string; message: string; details?: unknown } } | null;
      let payload: Payload;
      try {
        payload = JSON.parse(xhr.responseText) as Payload;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload?.data as T);
      else reject(new ApiError(xhr.status, payload?.error?.code ?? 'http_error', payload?.error?.message ?? xhr.statusText, payload?.error?.details));
    };
    xhr.send(blob);
  });
}

export const uploadApplicationImage = (id: string, kind: EkycImageKind, blob: Blob, onProgress?: (share: number) => void) =>
  putImage<RouteData<typeof putEkycImage>>(`/ekyc/applications/${encodeURIComponent(id)}/images/${kind}`, blob, onProgress);

export const uploadHandoffImage = (hash: string, kind: EkycImageKind, blob: Blob, onProgress?: (share: number) => void) =>
  putImage<RouteData<typeof putEkycHandoffImage>>(`/ekyc/handoff/${encodeURIComponent(hash)}/images/${kind}`, blob, onProgress);
