import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useCurrentPackage, useOnTop, usePackages } from '../api/reads';
import { CurrentPackageCard, OnTopList, PackageList } from '../components/package-views';
import { Loading, PageShell, PreviewCta, Steps } from '../components/shell';
import { forgetVerification, verificationOf } from '../flow';
import '../clm.css';

/** A verification that ended or is not this browser's sends the shopper back to step 1. */
export function useBackToStep1(error: unknown, service: 'uppack' | 'tmvh' | 'tol' = 'uppack', to = '/uppack/step1') {
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ApiError && ['verification_not_found', 'verification_expired', 'verification_required', 'session_required', 'session_invalid'].includes(error.code)) {
      forgetVerification(service);
      navigate(to, { replace: true, state: { expired: true } });
    }
  }, [error, navigate, service, to]);
}

function Step2({ id, preview }: { id: string | null; preview: boolean }) {
  const { t } = useTranslation('clm');
  const navigate = useNavigate();
  const current = useCurrentPackage(id);
  const onTop = useOnTop(id);
  const packages = usePackages(id);
  useBackToStep1(current.error ?? packages.error);
  const failed = current.error ?? onTop.error ?? packages.error;
  return (
    <PageShell title={t('step2.title')} preview={preview} testId={preview ? 'clm-preview-step2' : 'clm-step2'}>
      <Steps current={2} />
      {failed != null && (
        <p className="clm-error clm-error--box" role="alert">
          {errorText(t, failed)}
        </p>
      )}
      {current.isPending ? <Loading /> : current.data && <CurrentPackageCard current={current.data} />}
      {onTop.data && <OnTopList items={onTop.data} />}
      {packages.isPending ? (
        <Loading />
      ) : (
        packages.data && <PackageList offers={packages.data} onChoose={(nas) => navigate(`${preview ? '/preview' : ''}/uppack/step3?package=${encodeURIComponent(nas)}`)} />
      )}
      {preview && <PreviewCta kind="mobile" />}
    </PageShell>
  );
}

/** /uppack/step2: the line's package and benefits, its on-top benefits, the packages it may move to (refused ones greyed with why). */
export function Step2Page() {
  const id = verificationOf('uppack');
  const navigate = useNavigate();
  useEffect(() => {
    if (!id) navigate('/uppack/step1', { replace: true });
  }, [id, navigate]);
  return id ? <Step2 id={id} preview={false} /> : null;
}

/** /preview/uppack/step2: the same with the sample subscriber. */
export function PreviewStep2Page() {
  return <Step2 id={null} preview />;
}
