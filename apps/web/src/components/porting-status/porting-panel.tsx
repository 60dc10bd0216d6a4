import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MnpPortingView } from '@store/domain/mnp';
import { parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/error-text';
import { loadNamespaces } from '@/lib/i18n';
import { useCancelPorting, useOrderPortings } from './api';
import './porting-status.css';

void loadNamespaces(['porting-status']);

/** The product types whose lines carry a porting (spec 3). */
const PORTING_LINE_TYPES = new Set(['mnp_one_step', 'mnp_two_step', 'device_mnp_bundle']);
export const hasPortingLines = (lines: readonly { product_type?: string }[]) => lines.some((l) => !!l.product_type && PORTING_LINE_TYPES.has(l.product_type));

/**
 * The portings of an order (tracking, issue 16): per porting the number (masked) and where it comes
 * from, its state in words, the steps (submitted, donor validating, approved, scheduled with the
 * porting window, completed), a rejection's reason and what to do, the auto bundle's temporary
 * number, Cancel while it may still be cancelled (with a confirmation) and Activate for a delivered
 * two-step SIM. Follows the porting by itself while it moves.
 */
export function PortingPanel({ secureKey }: { secureKey: string }) {
  const { t, ready } = useTranslation('porting-status', { useSuspense: false });
  const portings = useOrderPortings(secureKey);
  if (!ready || !portings.data?.length) return null;
  return (
    <section className="pst" aria-labelledby="pst-title" data-testid="porting-panel">
      <h3 id="pst-title" className="pst__title">
        {t('title')}
      </h3>
      {portings.data.map((p) => (
        <PortingCard key={p.id} porting={p} secureKey={secureKey} />
      ))}
    </section>
  );
}

const ATTENTION = new Set<MnpPortingView['state']>(['rejected', 'cancelled', 'stuck']);

/** One porting; `secureKey` (its order's) lets it be cancelled from here. */
export function PortingCard({ porting: p, secureKey }: { porting: MnpPortingView; secureKey?: string }) {
  const { t, i18n } = useTranslation('porting-status', { useSuspense: false });
  const lang = parseLang(i18n.language);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));
  return (
    <article className={`pst-card${ATTENTION.has(p.state) ? ' pst-card--attention' : ''}`} data-testid="porting-card" data-state={p.state}>
      <div className="pst-card__head">
        <p className="pst-card__number">
          <strong data-testid="porting-number">{p.mobile_number}</strong> <span className="pst-muted">{t('from', { donor: p.donor.name[lang] })}</span>
        </p>
        <span className={`pst-state pst-state--${p.state}`} data-testid="porting-state">
          {t(`state.${p.state}.label`)}
        </span>
      </div>
      <p className="pst-card__plan pst-muted">
        {t(`mode.${p.mode}`)} · {p.plan.title[lang]}
      </p>
      <p className="pst-card__text" data-testid="porting-state-text">
        {t(`state.${p.state}.text`, { date: p.window_at ? when(p.window_at) : '' })}
      </p>
      {p.state === 'rejected' && p.reason && (
        <div className="pst-reason" data-testid="porting-reason" role="note">
          <p className="pst-reason__title">{t(`reason.${p.reason}.title`)}</p>
          <p>
            <strong>{t('todo')}</strong> {t(`reason.${p.reason}.todo`)}
          </p>
        </div>
      )}
      <ol className="pst-steps" aria-label={t('stepsLabel')}>
        {p.steps.map((s) => (
          <li key={s.key} className={`pst-steps__item${s.done ? ' is-done' : ''}`} data-testid={`porting-step-${s.key}`} data-done={s.done ? 'true' : 'false'}>
            <span className="pst-steps__dot" aria-hidden="true">
              {s.done ? '✓' : ''}
            </span>
            <span className="pst-steps__label">
              {t(`step.${s.key}`)}
              {s.key === 'scheduled' && p.window_at && <span className="pst-steps__at">{t('window', { date: when(p.window_at) })}</span>}
              {s.key !== 'scheduled' && s.done && s.at && <span className="pst-steps__at">{when(s.at)}</span>}
              <span className="pst-sr">{s.done ? t('done') : t('notYet')}</span>
            </span>
          </li>
        ))}
      </ol>
      {p.temp_number && (
        <p className="pst-muted" data-testid="porting-temp-number">
          {t('temp', { number: /^\d{10}$/.test(p.temp_number) ? formatMsisdn(p.temp_number) : p.temp_number })}
        </p>
      )}
      <div className="pst-actions">
        {p.can_activate && (
          <Link className="pst-btn" to={`/mnp/activate${p.order_number ? `?order=${encodeURIComponent(p.order_number)}` : ''}`} data-testid="porting-activate">
            {t('activate')}
          </Link>
        )}
        {p.cancellable && secureKey && <CancelButton porting={p} secureKey={secureKey} />}
      </div>
    </article>
  );
}

function CancelButton({ porting, secureKey }: { porting: MnpPortingView; secureKey: string }) {
  const { t } = useTranslation('porting-status', { useSuspense: false });
  const [open, setOpen] = useState(false);
  const cancel = useCancelPorting(secureKey);
  const paid = !['held', 'awaiting_payment'].includes(porting.state);
  return (
    <>
      <button type="button" className="pst-btn pst-btn--ghost" onClick={() => setOpen(true)} data-testid="porting-cancel">
        {t('cancel.button')}
      </button>
      {cancel.isError && (
        <p className="pst-error" role="alert">
          {errorText(t, cancel.error)}
        </p>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('cancel.title')} name="delete">
        <p>{t('cancel.text', { number: porting.mobile_number })}</p>
        {paid && <p>{t('cancel.refund')}</p>}
        <div className="pst-actions">
          <button
            type="button"
            className="pst-btn pst-btn--danger"
            disabled={cancel.isPending}
            data-testid="porting-cancel-confirm"
            onClick={() => cancel.mutate(porting.id, { onSettled: () => setOpen(false) })}
          >
            {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
          </button>
          <button type="button" className="pst-btn pst-btn--ghost" onClick={() => setOpen(false)} data-autofocus>
            {t('cancel.keep')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
