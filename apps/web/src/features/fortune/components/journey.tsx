import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FortuneCampaign } from '@store/domain/fortune-flows';
import type { NumberHold } from '@store/domain/number-search';
import { parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import { errorText } from '@/lib/error-text';
import { useLuckyGroups } from '../api/get-lookups';
import { useEmailProphecy } from '../api/prophecy-email';
import { profileOf, readForm, saveForm, type FortuneForm } from '../fortune-form';
import { CHOOSE_PARAM } from '../use-fortune-choose';
import { BirthForm } from './birth-form';
import { FortuneResults } from './fortune-results';
import { HoldCountdown } from '@/components/number-hold/hold-countdown';

/** How the ranking works (spec: weekday of birth and its kalakini digit, the pairs, the sum). */
export function HowItWorks() {
  const { t } = useTranslation('fortune');
  return (
    <section className="ftn-how" aria-labelledby="ftn-how">
      <h2 id="ftn-how">{t('how.title')}</h2>
      <ol>
        <li>{t('how.day')}</li>
        <li>{t('how.pairs')}</li>
        <li>{t('how.sum')}</li>
      </ol>
    </section>
  );
}

/** The birth details the list was ranked for, in the page's language and calendar, with the way back to the form. */
export function FormSummary({ form, onEdit }: { form: FortuneForm; onEdit: () => void }) {
  const { t, i18n } = useTranslation('fortune');
  const lang = parseLang(i18n.language);
  const groups = useLuckyGroups();
  const date = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${form.birth_date}T00:00:00Z`));
  const wishes = form.wishes.map((w) => groups.data?.wishes.find((x) => x.key === w)?.label[lang] ?? w).join(', ') || t('form.noWishes');
  return (
    <div className="ftn-box ftn-summary" data-testid="fortune-summary">
      <p>{t('form.yourDetails', { date, time: form.birth_time ? t('form.at', { time: form.birth_time }) : '', wishes })}</p>
      <button type="button" className="ftn-btn ftn-btn--ghost ftn-btn--small" onClick={onEdit}>
        {t('form.edit')}
      </button>
    </div>
  );
}

/**
 * The number the shopper now holds: the time left, the reading by e-mail, and what comes next
 * (the plans to take it with).
 */
export function HeldPanel({ hold, form, children }: { hold: NumberHold; form: FortuneForm; children: ReactNode }) {
  const { t } = useTranslation('fortune');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hold.number]);
  return (
    <section className="ftn-choose" aria-labelledby="ftn-held" data-testid="fortune-held">
      <h2 id="ftn-held" ref={ref} tabIndex={-1} className="ftn-subtitle">
        {t('choose.held', { number: formatMsisdn(hold.number) })}
      </h2>
      <HoldCountdown expiresAt={hold.expires_at} className="ftn-countdown" label={(time) => t('choose.timeLeft', { time })} />
      {children}
      <EmailReading number={hold.number} form={form} />
    </section>
  );
}

/** POST /fortune/prophecy/email: the reading of the held number by e-mail. */
function EmailReading({ number, form }: { number: string; form: FortuneForm }) {
  const { t, i18n } = useTranslation('fortune');
  const send = useEmailProphecy();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const sent = await send.mutateAsync({ number, ...profileOf(form), email: email.trim(), lang: parseLang(i18n.language) });
      setMessage({ ok: true, text: t('choose.emailSent', { number: formatMsisdn(number), email: sent.sent_to }) });
    } catch (e) {
      setMessage({ ok: false, text: errorText(t, e) });
    }
  };
  return (
    <details className="ftn-small">
      <summary>{t('choose.emailTitle')}</summary>
      <form className="ftn-field" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="ftn-email">{t('choose.email')}</label>
        <div className="ftn-inline">
          <input id="ftn-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={message?.ok === false} />
          <button type="submit" className="ftn-btn ftn-btn--ghost" disabled={send.isPending || !email.trim()}>
            {t('choose.emailSend')}
          </button>
        </div>
        {message && (
          <small className={message.ok ? undefined : 'ftn-error'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </small>
        )}
      </form>
    </details>
  );
}

interface JourneyProps {
  campaign: FortuneCampaign;
  withZodiac?: boolean;
  packageId?: number | null;
  onHeld: (hold: NumberHold) => void;
  /** What comes once a number is held (plans); nothing when `onHeld` moves on. */
  afterHold?: (hold: NumberHold, form: FortuneForm) => ReactNode;
}

/**
 * The form and the ranked list on one page (zodiac, vhora god, mahachok): the kept form fills the
 * form; a shopper back from signing in to choose a number sees the list at once.
 */
export function Journey({ campaign, withZodiac = false, packageId = null, onHeld, afterHold }: JourneyProps) {
  const [form, setForm] = useState<FortuneForm | null>(() => readForm(campaign));
  const [step, setStep] = useState<'form' | 'list'>(() => (form && new URLSearchParams(window.location.search).has(CHOOSE_PARAM) ? 'list' : 'form'));
  const [held, setHeld] = useState<NumberHold | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step === 'list') listRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  if (step === 'form' || !form)
    return (
      <>
        <HowItWorks />
        <BirthForm
          initial={form}
          withZodiac={withZodiac}
          onSubmit={(next) => {
            saveForm(campaign, next);
            setForm(next);
            setHeld(null);
            setStep('list');
          }}
        />
      </>
    );
  return (
    <div ref={listRef}>
      <FormSummary form={form} onEdit={() => setStep('form')} />
      {held && afterHold && (
        <HeldPanel hold={held} form={form}>
          {afterHold(held, form)}
        </HeldPanel>
      )}
      <FortuneResults
        campaign={campaign}
        form={form}
        packageId={packageId}
        onHeld={(h) => {
          setHeld(h);
          onHeld(h);
        }}
      />
    </div>
  );
}
