import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { HiLeadTime } from '@store/domain/home-internet';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { useCreateLead } from '../api/create-lead';
import { PageShell } from '../components/page-shell';
import { readFlow } from '../flow';
import '../home-internet.css';

const TIMES: HiLeadTime[] = ['morning', 'afternoon', 'evening'];
/** Answers the form says and lets the shopper fix; anything else goes to the error page (spec 8). */
const INLINE = new Set(['validation_failed', 'mobile_invalid', 'rate_limited', 'lead_rate_limited']);

/**
 * /trueonline/package/form-contact (spec tol-ssv contact-form): name, mobile, preferred call time and
 * the consent to be called; with the coverage check of this tab when there is one (staff then see the
 * address and why it was not covered). Success and failure have their own pages (spec 8 texts).
 */
export function FormContactPage() {
  const { t } = useTranslation('home-internet');
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateLead();
  const [name, setName] = useState(user?.display_name ?? '');
  const [mobile, setMobile] = useState(user?.phone ?? '');
  const [time, setTime] = useState<HiLeadTime | null>(null);
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<'name' | 'mobile' | 'time' | 'consent', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = normalizeThaiMobile(mobile);
    const found: typeof problems = {};
    if (!name.trim()) found.name = 'name_required';
    if (!THAI_MOBILE_RE.test(number)) found.mobile = 'mobile_invalid';
    if (!time) found.time = 'time_required';
    if (!consent) found.consent = 'consent_required';
    setProblems(found);
    const first = (['name', 'mobile', 'time', 'consent'] as const).find((f) => found[f]);
    if (first || !time) return document.getElementById(`hi-lead-${first ?? 'time'}`)?.focus();
    setFailure(null);
    try {
      const transactionId = readFlow()?.transaction_id;
      await create.mutateAsync({ name: name.trim(), mobile: number, preferred_time: time, consent: true, ...(transactionId ? { transaction_id: transactionId } : {}) });
      navigate('/trueonline/package/form-contact/success', { replace: true });
    } catch (e) {
      if (e instanceof ApiError && INLINE.has(e.code)) return setFailure(errorText(t, e));
      navigate('/trueonline/package/form-contact/error', { replace: true });
    }
  };

  const error = (key: keyof typeof problems) =>
    problems[key] ? (
      <p id={`hi-lead-${key}-error`} className="hi-error" role="alert">
        {t(`errors.${problems[key]}`)}
      </p>
    ) : null;

  return (
    <PageShell title={t('lead.title')} testId="hi-form-contact" intro={t('lead.intro')}>
      <form className="hi-box hi-form" onSubmit={(e) => void submit(e)} noValidate data-testid="hi-lead-form">
        <div className="hi-field">
          <label htmlFor="hi-lead-name">{t('lead.name')}</label>
          <input
            id="hi-lead-name"
            autoComplete="name"
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={!!problems.name || undefined}
            aria-describedby={problems.name ? 'hi-lead-name-error' : undefined}
          />
          {error('name')}
        </div>
        <div className="hi-field">
          <label htmlFor="hi-lead-mobile">{t('lead.mobile')}</label>
          <input
            id="hi-lead-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={mobile}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
            aria-invalid={!!problems.mobile || undefined}
            aria-describedby={problems.mobile ? 'hi-lead-mobile-error' : 'hi-lead-mobile-hint'}
          />
          {error('mobile') ?? (
            <p id="hi-lead-mobile-hint" className="hi-hint">
              {t('contact.mobileHint')}
            </p>
          )}
        </div>
        <fieldset className="hi-choice" aria-describedby={problems.time ? 'hi-lead-time-error' : undefined}>
          <legend>{t('lead.time')}</legend>
          <div className="hi-choice__row">
            {TIMES.map((x, i) => (
              <label key={x} className={`hi-choice__item${time === x ? ' is-checked' : ''}`}>
                <input id={i === 0 ? 'hi-lead-time' : undefined} type="radio" name="preferred_time" value={x} checked={time === x} onChange={() => setTime(x)} />
                <span>{t(`lead.times.${x}`)}</span>
              </label>
            ))}
          </div>
          {error('time')}
        </fieldset>
        <div className={`hi-consent${problems.consent ? ' is-invalid' : ''}`}>
          <label className="hi-consent__label">
            <input
              id="hi-lead-consent"
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={!!problems.consent || undefined}
              aria-describedby="hi-lead-consent-text"
            />
            <span>{t('lead.consent')}</span>
          </label>
          <p className="hi-note" id="hi-lead-consent-text">
            {t('lead.consentText')}
          </p>
          {error('consent')}
        </div>
        {failure && (
          <p className="hi-error hi-error--box" role="alert" data-testid="hi-lead-error">
            {failure}
          </p>
        )}
        <button type="submit" className="hi-btn hi-btn--wide" disabled={create.isPending}>
          {create.isPending ? t('lead.sending') : t('lead.send')}
        </button>
      </form>
    </PageShell>
  );
}

/** /trueonline/package/form-contact/success (spec 8: "Thank you! We will contact you shortly."). */
export function FormContactSuccessPage() {
  const { t } = useTranslation('home-internet');
  return (
    <PageShell title={t('lead.success.title')} testId="hi-form-contact-success">
      <section className="hi-box hi-status">
        <p data-testid="hi-lead-success-text">{t('lead.success.text')}</p>
        <p className="hi-actions">
          <Link className="hi-btn" to="/trueonline/package">
            {t('lead.success.packages')}
          </Link>
          <Link className="hi-btn hi-btn--ghost" to="/">
            {t('success.home')}
          </Link>
        </p>
      </section>
    </PageShell>
  );
}

/** /trueonline/package/form-contact/error (spec 8: "Sorry, we cannot complete your request now..."). */
export function FormContactErrorPage() {
  const { t } = useTranslation('home-internet');
  return (
    <PageShell title={t('lead.error.title')} testId="hi-form-contact-error">
      <section className="hi-box hi-status">
        <p data-testid="hi-lead-error-text">{t('lead.error.text')}</p>
        <p className="hi-actions">
          <Link className="hi-btn" to="/trueonline/package/form-contact">
            {t('lead.error.again')}
          </Link>
          <Link className="hi-btn hi-btn--ghost" to="/">
            {t('success.home')}
          </Link>
        </p>
      </section>
    </PageShell>
  );
}
