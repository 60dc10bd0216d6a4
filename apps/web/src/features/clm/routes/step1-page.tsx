import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageShell, Steps } from '../components/shell';
import { VerifyPanel } from '../components/verify-panel';
import { keepVerification } from '../flow';
import '../clm.css';

/** /uppack/step1: the number, then its OTP (or "this is my number" for its signed-in owner); verified -> step 2. */
export function Step1Page() {
  const { t } = useTranslation('clm');
  const navigate = useNavigate();
  const notice = (useLocation().state as { expired?: boolean } | null)?.expired;
  return (
    <PageShell title={t('step1.title')} testId="clm-step1">
      <Steps current={1} />
      <p className="clm-intro">{t('step1.intro')}</p>
      {notice && (
        <p className="clm-notice" role="alert">
          {t('step1.expired')}
        </p>
      )}
      <VerifyPanel
        service="uppack"
        back="/uppack/step1"
        onVerified={(v) => {
          keepVerification('uppack', v.id);
          navigate('/uppack/step2');
        }}
      />
    </PageShell>
  );
}

/** /preview/uppack/step1: the same screen with a sample number, leading to the sample packages. */
export function PreviewStep1Page() {
  const { t } = useTranslation('clm');
  return (
    <PageShell title={t('step1.title')} preview testId="clm-preview-step1">
      <Steps current={1} />
      <p className="clm-intro">{t('step1.intro')}</p>
      <div className="clm-box clm-form">
        <div className="clm-field">
          <label htmlFor="clm-sample">{t('verify.mobile')}</label>
          <input id="clm-sample" value="08X-XXX-XXXX" readOnly aria-readonly="true" />
          <p className="clm-hint">{t('preview.sampleNumber')}</p>
        </div>
        <p className="clm-actions">
          <Link className="clm-btn" to="/preview/uppack/step2" data-testid="clm-preview-next">
            {t('preview.next')}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
