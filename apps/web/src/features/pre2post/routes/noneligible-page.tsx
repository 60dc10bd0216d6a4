import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NumberBox } from '../components/number-box';
import { PageShell } from '../components/page-shell';
import { QualificationGate } from '../components/qualification-gate';
import { ReasonList } from '../components/reason-list';
import '../pre2post.css';

/** /pre2post/noneligible: every reason the number cannot convert, in the shopper's language, and what they can do instead. */
export function NoneligiblePage() {
  const { t } = useTranslation('pre2post');
  return (
    <PageShell title={t('noneligible.title')} testId="pre2post-noneligible">
      <QualificationGate want="unqualified">
        {(q) => (
          <>
            <p className="p2p-intro">{t('noneligible.intro', { count: q.reasons.length })}</p>
            {/* An ID that is not the holder's says nothing more of the line than its number. */}
            {q.reasons.some((r) => r.code === 'id_mismatch') ? (
              <p className="p2p-box">
                <span className="p2p-muted">{t('number.label')}</span> <strong data-testid="pre2post-number-value">{q.mobile_number}</strong>
              </p>
            ) : (
              <NumberBox q={q} />
            )}
            <ReasonList reasons={q.reasons} />
            <p className="p2p-actions">
              <Link className="p2p-btn p2p-btn--ghost" to="/pre2post/verify">
                {t('noneligible.otherNumber')}
              </Link>
              <Link className="p2p-btn p2p-btn--ghost" to="/">
                {t('noneligible.home')}
              </Link>
            </p>
          </>
        )}
      </QualificationGate>
    </PageShell>
  );
}
