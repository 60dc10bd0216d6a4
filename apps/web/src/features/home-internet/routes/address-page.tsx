import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { HiTransaction } from '@store/domain/home-internet';
import { parseLang } from '@store/domain/lang';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { maskMobile, normalizeThaiId } from '@store/domain/thai-id';
import { slotText } from '@/components/installation-status/slot-calendar';
import { MobileField } from '@/components/otp/mobile-field';
import { OtpCodeForm } from '@/components/otp/otp-code-form';
import { otpCodeTexts } from '@/components/otp/otp-texts';
import { useOtpStep, type OtpSent } from '@/components/otp/use-otp-step';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { useCheckBlacklist } from '../api/check-blacklist';
import { useSendContactOtp } from '../api/send-contact-otp';
import { useVerifyContactOtp } from '../api/verify-contact-otp';
import { PageShell } from '../components/page-shell';
import { TransactionGate } from '../components/transaction-gate';
import { FLOW_ENDING, statusPath } from '../status-codes';
import '../home-internet.css';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /trueonline/address/:id (id = the transaction): the installation contact (name, mobile confirmed by
 * OTP, spec check-otp-update-status; e-mail optional) and the ID card number of the person ordering
 * for the blacklist check (spec check-blacklist-retrieve-calendar; shown masked once checked, kept
 * only on the server for the eKYC and the order). Both done, the pre-summary.
 */
export function AddressPage() {
  const { t } = useTranslation('home-internet');
  const { id = '' } = useParams();
  return (
    <PageShell title={t('contact.title')} step="contact" testId="hi-address" intro={t('contact.intro')}>
      <TransactionGate id={id} page="address" signIn>
        {(tx) => <ContactSteps tx={tx} />}
      </TransactionGate>
    </PageShell>
  );
}

function ContactSteps({ tx }: { tx: HiTransaction }) {
  const { t, i18n } = useTranslation('home-internet');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  if (!tx.package) return <Navigate to="/trueonline/match-package" replace />;
  if (!tx.appointment || tx.appointment.state !== 'initialized') return <Navigate to={`/trueonline/appointment/${encodeURIComponent(tx.package.id)}`} replace />;
  const done = !!tx.contact?.otp_verified && tx.blacklist_checked;
  return (
    <>
      <p className="hi-box hi-chosen" data-testid="hi-chosen-appointment">
        <span className="hi-muted">{t('summary.appointment')}</span> <strong>{slotText(tx.appointment, lang)}</strong>{' '}
        <Link to={`/trueonline/appointment/${encodeURIComponent(tx.package.id)}`}>{t('summary.change')}</Link>
      </p>
      <ContactForm tx={tx} />
      <IdCheck tx={tx} />
      <p className="hi-actions">
        <button type="button" className="hi-btn hi-btn--wide" disabled={!done} onClick={() => navigate('/trueonline/pre-summary')} data-testid="hi-to-pre-summary">
          {done ? t('contact.continue') : t('contact.finishFirst')}
        </button>
      </p>
    </>
  );
}

interface Sent extends OtpSent {
  mobile: string;
}

function ContactForm({ tx }: { tx: HiTransaction }) {
  const { t, i18n } = useTranslation('home-internet');
  const lang = parseLang(i18n.language);
  const { user } = useSession();
  const send = useSendContactOtp();
  const verify = useVerifyContactOtp();
  const otp = useOtpStep<Sent>(t);
  const verified = tx.contact?.otp_verified ? tx.contact : null;
  const [editing, setEditing] = useState(!verified);
  const [name, setName] = useState(tx.contact?.name ?? user?.display_name ?? '');
  const [mobile, setMobile] = useState(user?.phone ?? '');
  const [email, setEmail] = useState(tx.contact?.email ?? '');
  const [problems, setProblems] = useState<Partial<Record<'name' | 'mobile' | 'email', string>>>({});

  /** Sends (or sends again) the code; a failure that ends the flow (FLOW_ENDING) is not said on this form. */
  const request = (number: string) =>
    otp.send(
      async () => {
        const r = await send.mutateAsync({ transactionId: tx.id, body: { name: name.trim(), mobile: number, ...(email.trim() ? { email: email.trim() } : {}), lang } });
        return { requestId: r.request_id, resendAfter: r.resend_after, mobile: number };
      },
      (e) => FLOW_ENDING.has(e instanceof ApiError ? e.code : 'generic'),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = normalizeThaiMobile(mobile);
    const found: typeof problems = {};
    if (!name.trim()) found.name = 'name_required';
    if (!THAI_MOBILE_RE.test(number)) found.mobile = 'mobile_invalid';
    if (email.trim() && !EMAIL_RE.test(email.trim())) found.email = 'email_invalid';
    setProblems(found);
    const first = (['name', 'mobile', 'email'] as const).find((f) => found[f]);
    if (first) return document.getElementById(`hi-contact-${first}`)?.focus();
    await request(number);
  };

  const confirm = (event: FormEvent) =>
    otp.confirm(event, async (sent, code) => {
      await verify.mutateAsync({ transactionId: tx.id, requestId: sent.requestId, code });
      otp.back();
      setEditing(false);
    });

  if (verified && !editing)
    return (
      <section className="hi-box hi-done" aria-labelledby="hi-contact-title" data-testid="hi-contact-done">
        <h2 id="hi-contact-title" className="hi-subtitle">
          {t('contact.contactTitle')} <span className="hi-ok">✓ {t('contact.confirmed')}</span>
        </h2>
        <p>
          {verified.name} · {verified.mobile}
          {verified.email ? ` · ${verified.email}` : ''}
        </p>
        <button type="button" className="hi-link" onClick={() => setEditing(true)}>
          {t('contact.changeContact')}
        </button>
      </section>
    );

  if (otp.sent) {
    const sent = otp.sent;
    return (
      <OtpCodeForm
        otp={otp}
        prefix="hi"
        testId="hi-otp"
        texts={otpCodeTexts(t, 'contact', maskMobile(sent.mobile))}
        sandboxMobile={sent.mobile}
        confirming={verify.isPending}
        sending={send.isPending}
        onSubmit={(e) => void confirm(e)}
        onResend={() => void request(sent.mobile)}
      />
    );
  }

  const field = (key: 'name' | 'email', label: string, input: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <div className="hi-field">
      <label htmlFor={`hi-contact-${key}`}>{label}</label>
      <input
        id={`hi-contact-${key}`}
        aria-invalid={!!problems[key] || undefined}
        aria-describedby={problems[key] ? `hi-contact-${key}-error` : hint ? `hi-contact-${key}-hint` : undefined}
        {...input}
      />
      {problems[key] ? (
        <p id={`hi-contact-${key}-error`} className="hi-error" role="alert">
          {t(`errors.${problems[key]}`)}
        </p>
      ) : (
        hint && (
          <p id={`hi-contact-${key}-hint`} className="hi-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );

  return (
    <form className="hi-box hi-form" onSubmit={(e) => void submit(e)} noValidate data-testid="hi-contact-form">
      <h2 className="hi-subtitle">{t('contact.contactTitle')}</h2>
      <p className="hi-note">{t('contact.contactIntro')}</p>
      {field('name', t('contact.name'), { autoComplete: 'name', maxLength: 120, value: name, onChange: (e) => setName(e.target.value) })}
      <MobileField
        id="hi-contact-mobile"
        prefix="hi"
        label={t('contact.mobile')}
        hint={t('contact.mobileHint')}
        error={problems.mobile ? t(`errors.${problems.mobile}`) : null}
        value={mobile}
        onChange={setMobile}
      />
      {field('email', t('contact.email'), { type: 'email', autoComplete: 'email', maxLength: 200, value: email, onChange: (e) => setEmail(e.target.value) }, t('optional'))}
      {otp.formError && (
        <p className="hi-error hi-error--box" role="alert" data-testid="hi-contact-error">
          {otp.formError}
        </p>
      )}
      <button type="submit" className="hi-btn" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.sendOtp')}
      </button>
    </form>
  );
}

function IdCheck({ tx }: { tx: HiTransaction }) {
  const { t } = useTranslation('home-internet');
  const navigate = useNavigate();
  const check = useCheckBlacklist();
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [editing, setEditing] = useState(!tx.blacklist_checked);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = thaiIdProblem(typed, touched);

  if (tx.blacklist_checked && !editing)
    return (
      <section className="hi-box hi-done" aria-labelledby="hi-id-title" data-testid="hi-id-done">
        <h2 id="hi-id-title" className="hi-subtitle">
          {t('contact.idTitle')} <span className="hi-ok">✓ {t('contact.idChecked')}</span>
        </h2>
        <p data-testid="hi-id-masked">{tx.thai_id}</p>
        <button type="button" className="hi-link" onClick={() => setEditing(true)}>
          {t('contact.changeId')}
        </button>
      </section>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (thaiIdProblem(typed, true)) return document.getElementById('hi-thai-id')?.focus();
    setFailure(null);
    try {
      await check.mutateAsync({ transactionId: tx.id, thaiId: normalizeThaiId(typed) });
      // The ID is not kept in the page once checked: the server has it (masked in the transaction).
      setTyped('');
      setTouched(false);
      setEditing(false);
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'generic';
      if (FLOW_ENDING.has(code)) return navigate(statusPath('address', code), { replace: true });
      if (code === 'thai_id_invalid') setTouched(true);
      setFailure(errorText(t, e));
    }
  };

  return (
    <form className="hi-box hi-form" onSubmit={(e) => void submit(e)} noValidate data-testid="hi-id-form">
      <h2 className="hi-subtitle">{t('contact.idTitle')}</h2>
      <p className="hi-note">{t('contact.idIntro')}</p>
      <div className="hi-field">
        <label htmlFor="hi-thai-id">{t('contact.thaiId')}</label>
        <input
          id="hi-thai-id"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={typed}
          onChange={(e) => setTyped(e.target.value.replace(/[^\d\s-]/g, ''))}
          onBlur={() => typed && setTouched(true)}
          aria-invalid={!!problem || undefined}
          aria-describedby={problem ? 'hi-thai-id-error' : 'hi-thai-id-hint'}
        />
        {problem ? (
          <p id="hi-thai-id-error" className="hi-error" role="alert">
            {t(`errors.${problem}`)}
          </p>
        ) : (
          <p id="hi-thai-id-hint" className={`hi-hint${normalizeThaiId(typed).length === 13 ? ' hi-hint--ok' : ''}`} data-testid="hi-thai-id-hint">
            {normalizeThaiId(typed).length === 13 ? t('contact.thaiIdOk') : t('contact.thaiIdHint')}
          </p>
        )}
      </div>
      {failure && (
        <p className="hi-error hi-error--box" role="alert" data-testid="hi-id-error">
          {failure}
        </p>
      )}
      <button type="submit" className="hi-btn" disabled={check.isPending}>
        {check.isPending ? t('contact.idChecking') : t('contact.idCheck')}
      </button>
    </form>
  );
}
