import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { MnpPortingView } from '@store/domain/mnp';
import { PortingCard } from '@/components/porting-status/porting-panel';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { sessionQueryOptions } from '@/lib/session';
import { useActivate } from '../api/activate';
import { Loading, PageShell } from '../components/page-shell';
import { PinHelp } from '../components/pin-help';
import { SecretInput } from '../components/secret-input';
import { SignInPanel } from '../components/sign-in-panel';
import '../mnp.css';

type Field = 'order' | 'serial' | 'pin';
const PIN_CODES = new Set(['porting_pin_invalid', 'porting_pin_expired', 'porting_pin_not_found', 'porting_pin_locked']);
const maskPin = (pin: string) => '•'.repeat(pin.length);
/** The serial as printed, in groups of four (89 66 … 20 digits). */
const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * /mnp/activate (route mnp-activate): a two-step porting, with the SIM in hand. The order number, the
 * serial printed on the SIM card (20 digits) and a PIN from the current operator submit the porting
 * (POST /mnp/activations); the page then shows the porting's status. `?order=` fills the order number
 * (tracking's Activate link).
 */
export function ActivatePage() {
  const { t } = useTranslation('mnp');
  const { pathname, search } = useLocation();
  const session = useQuery(sessionQueryOptions());
  return (
    <PageShell title={t('activate.title')} intro={t('activate.intro')} testId="mnp-activate">
      {session.isPending ? <Loading text={t('loading')} /> : !session.data?.user ? <SignInPanel back={`${pathname}${search}`} /> : <ActivateForm />}
    </PageShell>
  );
}

function ActivateForm() {
  const { t } = useTranslation('mnp');
  const [params] = useSearchParams();
  const activate = useActivate();
  const [order, setOrder] = useState(() => (params.get('order') ?? '').slice(0, 40));
  const [serial, setSerial] = useState('');
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<{ code: string; text: string } | null>(null);
  const [done, setDone] = useState<MnpPortingView | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = serial.replace(/[\s-]/g, '');
    const found: Partial<Record<Field, string>> = {};
    if (!order.trim()) found.order = t('activate.orderRequired');
    if (!/^\d{19,20}$/.test(digits)) found.serial = t('errors.sim_serial_format');
    if (!/^\d{8}$/.test(pin)) found.pin = t('errors.porting_pin_format');
    setProblems(found);
    const first = (['order', 'serial', 'pin'] as const).find((f) => found[f]);
    if (first) return document.getElementById(`mnp-activate-${first}`)?.focus();
    setError(null);
    try {
      setDone(await activate.mutateAsync({ order_number: order.trim().toUpperCase(), sim_serial: digits, pin }));
      setPin('');
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'generic';
      if (code === 'sim_serial_mismatch') setProblems({ serial: errorText(t, e) });
      else if (code === 'porting_pin_invalid') setProblems({ pin: errorText(t, e) });
      else setError({ code, text: errorText(t, e) });
    }
  };

  if (done) {
    return (
      <section aria-labelledby="mnp-activated" data-testid="mnp-activated">
        <h2 id="mnp-activated" className="mnp-subtitle">
          {t('activate.doneTitle')}
        </h2>
        <p className="mnp-note">{t('activate.doneText')}</p>
        <PortingCard porting={done} />
      </section>
    );
  }

  const fieldError = (f: Field) =>
    problems[f] && (
      <p id={`mnp-activate-${f}-error`} className="mnp-error" role="alert">
        {problems[f]}
      </p>
    );
  return (
    <form className="mnp-box mnp-form" onSubmit={(e) => void submit(e)} noValidate data-testid="mnp-activate-form">
      <div className="mnp-field">
        <label htmlFor="mnp-activate-order">{t('activate.order')}</label>
        <input
          id="mnp-activate-order"
          autoComplete="off"
          maxLength={40}
          value={order}
          onChange={(e) => setOrder(e.target.value)}
          aria-invalid={!!problems.order || undefined}
          aria-describedby={problems.order ? 'mnp-activate-order-error' : undefined}
        />
        {fieldError('order')}
      </div>
      <div className="mnp-field">
        <label htmlFor="mnp-activate-serial">{t('activate.serial')}</label>
        <input
          id="mnp-activate-serial"
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          value={groups(serial)}
          onChange={(e) => setSerial(e.target.value.replace(/\D/g, '').slice(0, 20))}
          aria-invalid={!!problems.serial || undefined}
          aria-describedby={problems.serial ? 'mnp-activate-serial-error' : 'mnp-activate-serial-hint'}
        />
        {fieldError('serial') || (
          <p id="mnp-activate-serial-hint" className="mnp-hint">
            {t('activate.serialHint')}
          </p>
        )}
      </div>
      <div className="mnp-field">
        <label htmlFor="mnp-activate-pin">{t('pin.label')}</label>
        <SecretInput
          id="mnp-activate-pin"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={pin}
          masked={maskPin}
          onChange={(v) => setPin(v.replace(/\D/g, ''))}
          aria-invalid={!!problems.pin || undefined}
          aria-describedby={problems.pin ? 'mnp-activate-pin-error' : undefined}
        />
        {fieldError('pin')}
      </div>
      <PinHelp />
      {error && (
        <div className="mnp-error mnp-error--box" role="alert" data-testid="mnp-activate-error">
          <p>{error.text}</p>
          {PIN_CODES.has(error.code) && <p>{t('activate.newPin')}</p>}
        </div>
      )}
      <button type="submit" className="mnp-btn" disabled={activate.isPending}>
        {activate.isPending ? t('activate.sending') : t('activate.submit')}
      </button>
    </form>
  );
}
