import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSmsInbox, useSmsSandbox } from '@/components/sms-inbox/use-sms-sandbox';
import '@/components/sms-inbox/sms-inbox.css';

const MOBILE = /^0\d{9}$/;

/**
 * /dev/sms-inbox (issue 13): with the embedded SMS default, a tester reads the last messages sent to
 * the number they enter (their OTP), without operator rights. Says it is off with a real provider.
 */
export function SmsInboxPage() {
  const { t, i18n } = useTranslation('sms-inbox');
  const [params, setParams] = useSearchParams();
  const shown = MOBILE.test(params.get('to') ?? '') ? params.get('to')! : '';
  const [number, setNumber] = useState(shown);
  const [error, setError] = useState(false);
  const on = useSmsSandbox();
  const inbox = useSmsInbox(on ? shown : '');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!MOBILE.test(number)) {
      setError(true);
      return;
    }
    setError(false);
    if (number === shown) void inbox.refetch();
    else setParams({ to: number }, { replace: true });
  };

  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Bangkok' });
  const messages = inbox.data?.messages ?? [];

  return (
    <div className="page sms-inbox">
      <h1>{t('title')}</h1>
      {on === false ? (
        <p className="sms-inbox__off" role="status">
          {t('off')}
        </p>
      ) : (
        <>
          <p className="sms-inbox__lead">{t('lead')}</p>
          <form className="sms-inbox__form" onSubmit={submit} noValidate>
            <label htmlFor={`${id}-to`}>{t('number')}</label>
            <div className="sms-inbox__row">
              <input
                id={`${id}-to`}
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                value={number}
                onChange={(e) => {
                  setNumber(e.target.value.replace(/\D/g, ''));
                  setError(false);
                }}
                aria-invalid={error || undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <button type="submit">{t('show')}</button>
            </div>
            {error && (
              <p id={`${id}-error`} className="sms-inbox__error" role="alert">
                {t('invalid')}
              </p>
            )}
          </form>
          {shown && inbox.isSuccess && (
            <section aria-labelledby={`${id}-list`}>
              <h2 id={`${id}-list`}>{t('messagesTo', { number: shown })}</h2>
              {messages.length === 0 ? (
                <p role="status">{t('empty')}</p>
              ) : (
                <ol className="sms-inbox__list">
                  {messages.map((m) => (
                    <li key={m.id}>
                      <p className="sms-inbox__body">{m.body}</p>
                      <p className="sms-inbox__meta">
                        <time dateTime={m.created_at}>{time.format(new Date(m.created_at))}</time>
                      </p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
          {inbox.isError && (
            <p className="sms-inbox__error" role="alert">
              {t('failed')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
