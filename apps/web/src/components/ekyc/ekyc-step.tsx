import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EkycPurpose, EkycRejectReason, EkycStatus } from '@store/domain/ekyc';
import { errorText } from '@/lib/error-text';
import { currentLang } from '@/lib/i18n';
import { createHandoff, getApplication, submitApplication, uploadApplicationImage, type ApplicationView } from './api';
import { EkycCapture } from './capture';
import { isDesktopDevice } from './photo';
import './ekyc.css';

export interface EkycStepProps {
  purpose: EkycPurpose;
  /**
   * Makes the application in the page's language. A flow whose server keeps the declared ID makes it
   * there (pre2post: POST /pre2post/qualifications/:id/ekyc), so the browser never keeps the ID;
   * otherwise `(lang) => createApplication({ thai_id, purpose, lang })` (./api).
   */
  create: (lang: 'th' | 'en') => Promise<ApplicationView>;
  /** What the application is for (e.g. the qualification id): a new subject makes a new application. */
  subject: string;
  /** Called once when the application is approved, with its id (the order is placed with it). */
  onApproved: (applicationId: string) => void;
  /** Called once when the vendor rejects the application (the step shows the reason and offers a new try). */
  onRejected?: (applicationId: string, reason: EkycRejectReason | null) => void;
  /**
   * Called once when the photos are sent and the application waits for the vendor's decision
   * (verifying): an order that may wait for the decision (/pre_ekyc/placeorder) is placed then.
   */
  onSubmitted?: (applicationId: string) => void;
}

const POLL_MS = 2000;
// Values of @store/domain/ekyc are not imported: its schemas would enter the page's chunk.
const isFinal = (status: EkycStatus) => status === 'approved' || status === 'rejected' || status === 'expired';

/**
 * The eKYC step of an order (decision 027). On a phone or a touch device the ID card and the selfie
 * are photographed in the page; on a desktop the page shows a QR code and a short link that hand the
 * application to a phone, and follows its status every 2 s. Either way it moves on by itself when
 * approved, and says clearly what to do when rejected or expired.
 */
export function EkycStep({ purpose, create: makeApplication, subject, onApproved, onRejected, onSubmitted }: EkycStepProps) {
  const { t } = useTranslation('ekyc');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'phone' | 'desktop'>(() => (isDesktopDevice() ? 'desktop' : 'phone'));
  const [application, setApplication] = useState<ApplicationView | null>(null);
  const create = useMutation({ mutationFn: () => makeApplication(currentLang()), onSuccess: setApplication });
  const started = useRef<string | null>(null);

  // One application per subject and purpose (and a new one after "try again").
  useEffect(() => {
    const key = `${purpose}:${subject}`;
    if (started.current === key) return;
    started.current = key;
    setApplication(null);
    create.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- create is stable enough; the key decides
  }, [purpose, subject]);

  const id = application?.id ?? null;
  const status = useQuery({
    queryKey: ['ekyc-application', id],
    queryFn: ({ signal }) => getApplication(id!, signal),
    enabled: id !== null,
    initialData: application ?? undefined,
    refetchInterval: (query) => {
      const current = query.state.data?.status;
      if (!current || isFinal(current)) return false;
      return mode === 'desktop' || current === 'verifying' ? POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });
  const view = status.data ?? application;

  // Tell the page once per application.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!view || told.current === view.id) return;
    if (view.status === 'approved') {
      told.current = view.id;
      onApproved(view.id);
    } else if (view.status === 'rejected') {
      told.current = view.id;
      onRejected?.(view.id, view.reject_reason);
    }
  }, [view, onApproved, onRejected]);
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    if (!view || view.status !== 'verifying' || submitted.current === view.id) return;
    submitted.current = view.id;
    onSubmitted?.(view.id);
  }, [view, onSubmitted]);

  const restart = () => {
    started.current = `${purpose}:${subject}`;
    setApplication(null);
    create.mutate();
  };

  let body: ReactNode;
  if (create.isError) {
    body = (
      <div className="ekyc-panel" role="alert">
        <p className="ekyc-error">{errorText(t, create.error)}</p>
        <button type="button" className="ekyc-button ekyc-button--primary" onClick={restart}>
          {t('actions.retry')}
        </button>
      </div>
    );
  } else if (!view) {
    body = (
      <p className="ekyc-panel" role="status" aria-busy="true">
        {t('status.starting')}
      </p>
    );
  } else if (view.status === 'approved') {
    body = (
      <div className="ekyc-panel ekyc-panel--ok" role="status">
        <h3>{t('approved.title')}</h3>
        <p>{t('approved.lead')}</p>
      </div>
    );
  } else if (view.status === 'rejected') {
    body = (
      <div className="ekyc-panel ekyc-panel--bad" role="alert">
        <h3>{t('rejected.title')}</h3>
        <p>{t(`reasons.${view.reject_reason ?? 'face_mismatch'}`)}</p>
        <p>{t('rejected.what')}</p>
        <button type="button" className="ekyc-button ekyc-button--primary" onClick={restart}>
          {t('rejected.again')}
        </button>
      </div>
    );
  } else if (view.status === 'expired') {
    body = (
      <div className="ekyc-panel ekyc-panel--bad" role="alert">
        <h3>{t('expired.title')}</h3>
        <p>{t('expired.lead')}</p>
        <button type="button" className="ekyc-button ekyc-button--primary" onClick={restart}>
          {t('expired.again')}
        </button>
      </div>
    );
  } else if (view.status === 'verifying') {
    body = (
      <div className="ekyc-panel" role="status" aria-live="polite">
        <h3>{t('wait.title')}</h3>
        <p>{t('wait.lead')}</p>
      </div>
    );
  } else if (mode === 'desktop') {
    body = <DesktopHandoff application={view} onUseThisDevice={() => setMode('phone')} />;
  } else {
    body = (
      <>
        <EkycCapture
          initial={view}
          upload={async (kind, photo, onProgress) => {
            const next = await uploadApplicationImage(view.id, kind, photo, onProgress);
            queryClient.setQueryData(['ekyc-application', view.id], next);
          }}
          submit={async () => {
            const next = await submitApplication(view.id);
            queryClient.setQueryData(['ekyc-application', view.id], next);
          }}
        />
        {isDesktopDevice() && (
          <button type="button" className="ekyc-link" onClick={() => setMode('desktop')}>
            {t('desktop.usePhone')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="ekyc-step" aria-labelledby="ekyc-step-title">
      <h2 id="ekyc-step-title">{t('step.title')}</h2>
      <p className="ekyc-step__lead">{t('step.lead')}</p>
      {body}
    </section>
  );
}

/** The desktop side: the hand-off's QR code and short link, the phone's progress, and a new link once it expires. */
function DesktopHandoff({ application, onUseThisDevice }: { application: ApplicationView; onUseThisDevice: () => void }) {
  const { t, i18n } = useTranslation('ekyc');
  const handoff = useMutation({ mutationFn: () => createHandoff(application.id) });
  const asked = useRef<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (asked.current === application.id) return;
    asked.current = application.id;
    handoff.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per application
  }, [application.id]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const link = handoff.data;
  const linkOver = link ? new Date(link.expires_at).getTime() <= now : false;
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', { timeStyle: 'short', timeZone: 'Asia/Bangkok' });
  const progress = application.status === 'created' ? t('desktop.waiting') : t('desktop.capturing');

  return (
    <div className="ekyc-desktop">
      <h3>{t('desktop.title')}</h3>
      <p>{t('desktop.lead')}</p>
      {handoff.isError ? (
        <p className="ekyc-error" role="alert">
          {errorText(t, handoff.error)}
        </p>
      ) : !link ? (
        <p role="status" aria-busy="true">
          {t('status.starting')}
        </p>
      ) : linkOver && application.status === 'created' ? (
        <div className="ekyc-panel" role="alert">
          <p>{t('desktop.linkExpired')}</p>
          <button type="button" className="ekyc-button ekyc-button--primary" onClick={() => handoff.mutate()}>
            {t('desktop.newLink')}
          </button>
        </div>
      ) : (
        <div className="ekyc-desktop__link">
          <img className="ekyc-desktop__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qr_svg)}`} alt={t('desktop.qrAlt')} width={200} height={200} />
          <div>
            <p className="ekyc-desktop__label">{t('desktop.link')}</p>
            <p className="ekyc-desktop__short" data-testid="ekyc-short-link">
              {link.short_url}
            </p>
            <p className="ekyc-desktop__until">{t('desktop.until', { time: time.format(new Date(link.expires_at)) })}</p>
            <p className="ekyc-desktop__progress" role="status" aria-live="polite">
              {progress}
            </p>
          </div>
        </div>
      )}
      <button type="button" className="ekyc-link" onClick={onUseThisDevice}>
        {t('desktop.useThisDevice')}
      </button>
    </div>
  );
}
