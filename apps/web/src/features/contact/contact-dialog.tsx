import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { ContactForm, type ContactFormValues } from './contact-form';
import { sendContactRequest, storedContactMobile } from './send-contact-request';
import './contact-dialog.css';

type Status = 'form' | 'sending' | 'success' | 'error';

interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The contact-request dialog of spec 4: form, sending, then success (close) or error (try again, close). */
export function ContactDialog({ open, onClose }: ContactDialogProps) {
  const { t } = useTranslation('contact');
  const [lockedMobile] = useState(storedContactMobile);
  const [values, setValues] = useState<ContactFormValues>({ name: '', mobile: lockedMobile ?? '' });
  const [status, setStatus] = useState<Status>('form');
  const [rateLimited, setRateLimited] = useState(false);
  const [retried, setRetried] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (status === 'success' || status === 'error') actionRef.current?.focus();
  }, [status]);

  async function send() {
    setStatus('sending');
    try {
      await sendContactRequest(values.name, values.mobile);
      setStatus('success');
    } catch (error) {
      setRateLimited(error instanceof ApiError && error.status === 429);
      setStatus('error');
    }
  }

  return (
    <Dialog open={open} onClose={onClose} name="contact" title={t('title')}>
      {status === 'success' ? (
        <div className="contact-result">
          <ResultIcon ok />
          <p className="contact-result__text" role="status">
            {t('success')}
          </p>
          <button ref={actionRef} type="button" className="contact-btn contact-btn--primary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      ) : status === 'error' ? (
        <div className="contact-result">
          <ResultIcon ok={false} />
          <div role="alert">
            <p className="contact-result__text">{t('error')}</p>
            {rateLimited && <p className="contact-result__detail">{t('rateLimited')}</p>}
          </div>
          <button ref={actionRef} type="button" className="contact-btn contact-btn--primary" onClick={() => (setRetried(true), setStatus('form'))}>
            {t('tryAgain')}
          </button>
          <button type="button" className="contact-btn contact-btn--ghost" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      ) : (
        <ContactForm values={values} onChange={setValues} mobileLocked={lockedMobile !== null} sending={status === 'sending'} onSubmit={send} refocus={retried} />
      )}
    </Dialog>
  );
}

function ResultIcon({ ok }: { ok: boolean }) {
  return (
    <svg className={`contact-result__icon contact-result__icon--${ok ? 'ok' : 'error'}`} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      <circle cx="24" cy="24" r="16" fill="currentColor" />
      {ok ? (
        <path d="M16.5 24.5l5 5 10-11" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M24 15.5v10M24 31.5v.5" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" />
      )}
    </svg>
  );
}
