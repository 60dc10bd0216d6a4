import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { HiTimeSlot, HiTransaction } from '@store/domain/home-internet';
import { parseLang } from '@store/domain/lang';
import { SlotCalendar, slotText } from '@/components/installation-status/slot-calendar';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useSlots } from '../api/get-slots';
import { useHoldAppointment } from '../api/hold-appointment';
import { Loading, PageShell } from '../components/page-shell';
import { TransactionGate } from '../components/transaction-gate';
import { mmss, useSecondsLeft } from '../components/time-left';
import { FLOW_ENDING, statusPath } from '../status-codes';
import '../home-internet.css';

/**
 * /trueonline/appointment/:package_id (TMF646 searchTimeSlot, then appointment initialized): the
 * area's installation calendar (days, morning and afternoon, free teams); a pick holds the slot for
 * this transaction with a countdown. A slot taken meanwhile says so and the calendar is read again;
 * a hold that runs out while the transaction is still open asks to pick again; the whole transaction
 * running out goes to TOSERR02 (the gate).
 */
export function AppointmentPage() {
  const { t } = useTranslation('home-internet');
  return (
    <PageShell title={t('appointment.title')} step="appointment" testId="hi-appointment" intro={t('appointment.intro')}>
      <TransactionGate page="appointment" signIn>
        {(tx) => <Appointment tx={tx} />}
      </TransactionGate>
    </PageShell>
  );
}

function Appointment({ tx }: { tx: HiTransaction }) {
  const { t, i18n } = useTranslation('home-internet');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const { package_id: packageId = '' } = useParams();
  const slots = useSlots(tx.id);
  const hold = useHoldAppointment();
  const [failure, setFailure] = useState<string | null>(null);
  const a = tx.appointment?.state === 'initialized' ? tx.appointment : null;
  const holdLeft = useSecondsLeft(a?.hold_expires_at);
  if (!tx.package) return <Navigate to="/trueonline/match-package" replace />;
  if (tx.package.id !== packageId) return <Navigate to={`/trueonline/appointment/${encodeURIComponent(tx.package.id)}`} replace />;
  const held = a && holdLeft !== 0 ? a : null;
  const list = slots.data?.available_time_slots ?? [];
  const selected = held ? list.find((s) => s.start === held.start && s.end === held.end) : undefined;

  const pick = async (slot: HiTimeSlot) => {
    if (selected?.id === slot.id) return;
    setFailure(null);
    try {
      await hold.mutateAsync({ transactionId: tx.id, slotId: slot.id });
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'generic';
      if (FLOW_ENDING.has(code)) return navigate(statusPath('appointment', code), { replace: true });
      setFailure(errorText(t, e));
    }
  };

  return (
    <>
      <p className="hi-box hi-chosen" data-testid="hi-chosen-package">
        <span className="hi-muted">{t('summary.package')}</span> <strong>{tx.package.name[lang]}</strong> <Link to="/trueonline/package/summary">{t('summary.change')}</Link>
      </p>
      {a && holdLeft === 0 && (
        <p className="hi-notice" role="alert" data-testid="hi-hold-expired">
          {t('appointment.holdExpired')}
        </p>
      )}
      {held && (
        <p className="hi-held" role="status" data-testid="hi-held">
          {t('appointment.held', { when: slotText(held, lang) })} {holdLeft !== null && <strong>{t('appointment.heldFor', { time: mmss(holdLeft) })}</strong>}
        </p>
      )}
      {failure && (
        <p className="hi-error hi-error--box" role="alert" data-testid="hi-appointment-error">
          {failure}
        </p>
      )}
      <section className="hi-box" aria-labelledby="hi-cal-title">
        <h2 id="hi-cal-title" className="hi-subtitle">
          {t('appointment.calendar')}
        </h2>
        {slots.isError ? (
          <p className="hi-error" role="alert">
            {errorText(t, slots.error)}
          </p>
        ) : !slots.data ? (
          <Loading text={t('loading')} />
        ) : (
          <SlotCalendar slots={list} selectedId={selected?.id ?? null} onPick={(s) => void pick(s)} busy={hold.isPending} />
        )}
      </section>
      <p className="hi-actions">
        <Link
          className={`hi-btn hi-btn--wide${held ? '' : ' is-disabled'}`}
          to={`/trueonline/address/${encodeURIComponent(tx.id)}`}
          aria-disabled={!held}
          onClick={(e) => !held && e.preventDefault()}
          data-testid="hi-to-address"
        >
          {held ? t('appointment.continue') : t('appointment.pickFirst')}
        </Link>
      </p>
    </>
  );
}
