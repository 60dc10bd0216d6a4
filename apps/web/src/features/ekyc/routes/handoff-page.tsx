import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { openHandoff, submitHandoff, uploadHandoffImage } from '@/components/ekyc/api';
import { EkycCapture } from '@/components/ekyc/capture';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { changeLanguage, currentLang } from '@/lib/i18n';
import '@/components/ekyc/ekyc.css';

/**
 * /ekyc-desktop/:hash (and /pre2post/…, /trueonline/…): the phone side of a hand-off. The first open
 * binds the link to this browser; the shopper photographs the ID card and the selfie here and sends
 * them, then goes back to the computer. A used, expired or unknown link has a page of its own.
 */
export function EkycHandoffPage() {
  const { t } = useTranslation('ekyc');
  const { hash = '' } = useParams();
  const [search] = useSearchParams();
  const [done, setDone] = useState(false);
  const handoff = useQuery({
    queryKey: ['ekyc-handoff', hash],
    queryFn: ({ signal }) => openHandoff(hash, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // The phone speaks the language the shopper chose on the computer: an English application's link
  // carries ?lang=en (read at start-up, and it wins); otherwise the application's lang once it is open.
  const lang = handoff.data?.lang;
  useEffect(() => {
    if (lang && !search.has('lang') && lang !== currentLang()) void changeLanguage(lang);
  }, [lang, search]);

  useEffect(() => {
    if (done) window.scrollTo(0, 0);
  }, [done]);

  if (done) return <Notice title={t('done.title')} lead={t('done.lead')} tone="ok" home={false} />;

  // A refused link (used, expired, unknown) tells nothing of its application: these pages are in the
  // language the phone's page has (the link's ?lang=, else the phone's own choice, else Thai).
  if (handoff.isError) {
    const code = handoff.error instanceof ApiError ? handoff.error.code : 'generic';
    if (code === 'ekyc_link_used') return <Notice title={t('used.title')} lead={t('used.lead')} />;
    if (code === 'ekyc_link_expired') return <Notice title={t('linkExpired.title')} lead={t('linkExpired.lead')} />;
    if (code === 'ekyc_link_not_found' || code === 'validation_failed') return <Notice title={t('unknown.title')} lead={t('unknown.lead')} />;
    return <Notice title={t('page.title')} lead={errorText(t, handoff.error)} />;
  }

  return (
    <div className="page ekyc-handoff">
      <h1>{t('page.title')}</h1>
      <p>{t('page.lead')}</p>
      {!handoff.data ? (
        <p role="status" aria-busy="true">
          {t('status.starting')}
        </p>
      ) : (
        <EkycCapture
          initial={handoff.data}
          upload={(kind, photo, onProgress) => uploadHandoffImage(hash, kind, photo, onProgress)}
          submit={async () => {
            await submitHandoff(hash);
            setDone(true);
          }}
        />
      )}
    </div>
  );
}

function Notice({ title, lead, tone = 'bad', home = true }: { title: string; lead: string; tone?: 'ok' | 'bad'; home?: boolean }) {
  const { t } = useTranslation('ekyc');
  return (
    <div className="page ekyc-handoff">
      <h1>{title}</h1>
      <div className={`ekyc-panel ekyc-panel--${tone}`} role={tone === 'ok' ? 'status' : 'alert'}>
        <p>{lead}</p>
      </div>
      {home && <Link to="/">{t('home')}</Link>}
    </div>
  );
}
