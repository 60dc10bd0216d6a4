import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../components/page-shell';
import { PinHelp } from '../components/pin-help';
import { readInfo, safeBack } from '../flow';
import '../mnp.css';

/** The reasons this page explains; anything else reads as "try again". */
const REASONS = [
  'porting_pin_locked',
  'porting_pin_expired',
  'porting_pin_not_found',
  'pin_invalid',
  'unpaid_bill',
  'unregistered_prepaid',
  'number_inactive',
  'id_mismatch',
  'mnp_already_ours',
  'mnp_number_unknown',
  'porting_in_progress',
] as const;
type Reason = (typeof REASONS)[number] | 'generic';
const PIN_REASONS = new Set<Reason>(['porting_pin_locked', 'porting_pin_expired', 'porting_pin_not_found', 'pin_invalid']);

/**
 * /online-store/mnp-one-step-fail?reason=<code>&back=<path> (route online-store-mnp-one-step-fail): a
 * porting that cannot go on for a reason the shopper can fix, the reason in words and the way forward
 * (a new PIN, settle the bill at the current operator, register the prepaid SIM, convert a number
 * that is already ours, wait for the porting in progress, try again), with the way back to `back`
 * (a path of this store only) or /mnp. Without a reason in the address, the last MNP info of this tab.
 */
export function FailPage() {
  const { t } = useTranslation('mnp');
  const [params] = useSearchParams();
  const [info] = useState(readInfo);
  const code = params.get('reason') ?? (info && !info.status ? info.code : null) ?? 'generic';
  const reason: Reason = (REASONS as readonly string[]).includes(code) ? (code as Reason) : 'generic';
  const back = safeBack(params.get('back'));
  return (
    <PageShell title={t('fail.title')} testId="mnp-fail">
      <section className="mnp-box mnp-reason" data-testid={`mnp-fail-${reason}`}>
        <h2 className="mnp-subtitle">{t(`reasons.${reason}.title`)}</h2>
        <p>{t(`reasons.${reason}.text`)}</p>
        <p className="mnp-reason__todo">
          <strong>{t('fail.todo')}</strong> {t(`reasons.${reason}.todo`)}
        </p>
        {PIN_REASONS.has(reason) && <PinHelp />}
        <p className="mnp-actions">
          {reason === 'mnp_already_ours' ? (
            <Link className="mnp-btn" to="/pre2post/verify">
              {t('fail.toPre2post')}
            </Link>
          ) : reason === 'porting_in_progress' ? (
            <Link className="mnp-btn" to="/profile/tracking">
              {t('fail.toOrders')}
            </Link>
          ) : null}
          <Link className={reason === 'mnp_already_ours' || reason === 'porting_in_progress' ? 'mnp-btn mnp-btn--ghost' : 'mnp-btn'} to={back} data-testid="mnp-fail-back">
            {back === '/mnp' ? t('fail.toMnp') : t('fail.back')}
          </Link>
          {back !== '/mnp' && (
            <Link className="mnp-btn mnp-btn--ghost" to="/mnp">
              {t('fail.toMnp')}
            </Link>
          )}
        </p>
      </section>
    </PageShell>
  );
}
