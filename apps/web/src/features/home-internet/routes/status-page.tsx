import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { clearFlow, readFlow } from '../flow';
import { PageShell } from '../components/page-shell';
import { STATUS_CODES, STATUS_PAGES, type StatusPage as Page } from '../status-codes';
import '../home-internet.css';

/** Codes after which the transaction cannot go on: the tab's flow goes, and "start again" is the way. */
const ENDED = new Set(['TOSERR02', 'TOSERR03', 'TOSERR06', 'TOSERR07']);

/** Where "try again" goes back to, per page of the flow. */
function backTo(page: Page | null, transactionId: string | null): string {
  if (page === 'package') return '/trueonline/match-package';
  if (page === 'appointment') return '/trueonline/package/summary';
  if ((page === 'address' || page === 'order') && transactionId) return `/trueonline/${page}/${encodeURIComponent(transactionId)}`;
  return '/trueonline/coverage';
}

/**
 * /trueonline/status/:page/:code (spec 4, 8): a failure of the home-internet flow by its code, in
 * words, with what to do: TOSERR02 the transaction ran out (start again from coverage), TOSERR03 the
 * blacklist, TOSERR04 the identity check, TOSERR05 a full slot, and the others (status-codes.ts); an
 * unknown code reads as TOSERR01. Every status offers a call back (the lead form).
 */
export function StatusPage() {
  const { t } = useTranslation('home-internet');
  const params = useParams();
  const code = STATUS_CODES.find((c) => c === params.code?.toUpperCase()) ?? 'TOSERR01';
  const page = STATUS_PAGES.find((p) => p === params.page) ?? null;
  const ended = ENDED.has(code);
  const transactionId = ended ? null : (readFlow()?.transaction_id ?? null);
  useEffect(() => {
    if (ended) clearFlow();
  }, [ended]);
  return (
    <PageShell title={t(`status.${code}.title`)} testId="hi-status">
      <section className="hi-box hi-status" data-testid="hi-status-box" data-code={code}>
        <p className="hi-status__code">{t('status.code', { code })}</p>
        <p data-testid="hi-status-text">{t(`status.${code}.text`)}</p>
        <p className="hi-actions">
          {ended ? (
            <Link className="hi-btn" to="/trueonline/coverage" data-testid="hi-status-again">
              {t('status.startAgain')}
            </Link>
          ) : (
            <Link className="hi-btn" to={backTo(page, transactionId)} data-testid="hi-status-back">
              {t('status.back')}
            </Link>
          )}
          <Link className="hi-btn hi-btn--ghost" to="/trueonline/package/form-contact">
            {t('status.callMe')}
          </Link>
        </p>
      </section>
    </PageShell>
  );
}
