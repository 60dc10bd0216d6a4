import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { HiTransaction } from '@store/domain/home-internet';
import { OrderSummary } from '../components/order-summary';
import { PageShell } from '../components/page-shell';
import { TransactionGate } from '../components/transaction-gate';
import '../home-internet.css';

/** /trueonline/package/summary: the chosen package at the checked address, what is paid now and monthly, then the installation date. */
export function PackageSummaryPage() {
  const { t } = useTranslation('home-internet');
  return (
    <PageShell title={t('packageSummary.title')} step="package" testId="hi-package-summary">
      <TransactionGate page="package">
        {(tx) =>
          !tx.package ? (
            <Navigate to="/trueonline/match-package" replace />
          ) : (
            <>
              <OrderSummary tx={tx} rows={['address', 'package', 'pay']} edit />
              <p className="hi-note">{t('packageSummary.next')}</p>
              <p className="hi-actions">
                <Link className="hi-btn hi-btn--wide" to={`/trueonline/appointment/${encodeURIComponent(tx.package.id)}`} data-testid="hi-to-appointment">
                  {t('packageSummary.continue')}
                </Link>
              </p>
            </>
          )
        }
      </TransactionGate>
    </PageShell>
  );
}

/** The first step a transaction still lacks before the order, or null when everything is there. */
export function missingStep(tx: HiTransaction): string | null {
  if (!tx.package) return '/trueonline/match-package';
  if (!tx.appointment || tx.appointment.state !== 'initialized') return `/trueonline/appointment/${encodeURIComponent(tx.package.id)}`;
  if (!tx.contact?.otp_verified || !tx.blacklist_checked) return `/trueonline/address/${encodeURIComponent(tx.id)}`;
  return null;
}

/** /trueonline/pre-summary: everything before ordering (address, package, installation time, contact, pay now and monthly), each with "change". */
export function PreSummaryPage() {
  const { t } = useTranslation('home-internet');
  return (
    <PageShell title={t('preSummary.title')} step="confirm" testId="hi-pre-summary">
      <TransactionGate page="order" signIn>
        {(tx) => {
          const missing = missingStep(tx);
          if (missing) return <Navigate to={missing} replace />;
          return (
            <>
              <OrderSummary tx={tx} rows={['address', 'package', 'appointment', 'contact', 'pay']} edit />
              <p className="hi-note">{tx.ekyc_required ? t('preSummary.nextEkyc') : t('preSummary.next')}</p>
              <p className="hi-actions">
                <Link className="hi-btn hi-btn--wide" to={`/trueonline/order/${encodeURIComponent(tx.id)}`} data-testid="hi-to-order">
                  {t('preSummary.continue')}
                </Link>
              </p>
            </>
          );
        }}
      </TransactionGate>
    </PageShell>
  );
}
