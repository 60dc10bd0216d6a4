import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import { authUrl } from '@/lib/session';
import { errorText } from '@/lib/error-text';
import { apiAsset } from '@/components/product/product-card';

/** A bundles page: its title, intro and content (a preview shows its badge and notice first). */
export function Shell({ title, intro, children, testId, preview }: { title: string; intro?: string; children: ReactNode; testId?: string; preview?: boolean }) {
  const { t } = useTranslation('bundles');
  return (
    <div className={`page bnd-page${preview ? ' bnd-page--preview' : ''}`} data-testid={testId}>
      {preview && (
        <p className="bnd-preview" role="note" data-testid="bnd-preview-notice">
          <span className="bnd-preview__badge">{t('preview.badge')}</span> {t('preview.notice')}
        </p>
      )}
      <h1 className="bnd-title">{title}</h1>
      {intro && <p className="bnd-intro">{intro}</p>}
      {children}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation('bundles');
  return (
    <p className="bnd-muted" role="status" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/** A failed call's message in the shopper's language. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('bundles');
  if (!error) return null;
  return (
    <p className="bnd-error" role="alert">
      {errorText(t, error)}
    </p>
  );
}

/** Baht with thousands separators and 2 decimals (spec 5). */
export function Money({ satang }: { satang: number }) {
  const { t } = useTranslation('bundles');
  return <>{t('baht', { amount: formatPrice(satang) })}</>;
}

export const useMoney = () => {
  const { t } = useTranslation('bundles');
  return (satang: number) => t('baht', { amount: formatPrice(satang) });
};

/** A guest is told why to sign in and comes back to `back`. */
export function SignInPanel({ back }: { back: string }) {
  const { t } = useTranslation('bundles');
  return (
    <section className="bnd-box" data-testid="bnd-sign-in" aria-labelledby="bnd-signin-title">
      <h2 id="bnd-signin-title" className="bnd-subtitle">
        {t('signIn.title')}
      </h2>
      <p className="bnd-muted">{t('signIn.text')}</p>
      <p className="bnd-actions">
        <a className="bnd-btn" href={authUrl('login', back)}>
          {t('signIn.login')}
        </a>
        <a className="bnd-btn bnd-btn--ghost" href={authUrl('signup', back)}>
          {t('signIn.signup')}
        </a>
      </p>
    </section>
  );
}

/** A device picture: the chosen colour's (the catalogue's /api/product-images/:id/:colour/0.svg), else the product's. */
export function deviceImage(image: string | null, productId: number, colour?: string | null): string | null {
  if (colour && /^[a-z-]+$/.test(colour)) return apiAsset(`/product-images/${productId}/${colour}/0.svg`);
  if (!image) return null;
  return image.startsWith('/') ? apiAsset(image) : image;
}
