import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ClmEffective } from '@store/domain/clm';
import { errorText } from '@/lib/error-text';
import { useConfirmPackage } from '../api/changes';
import { useCurrentPackage, usePackages } from '../api/reads';
import { Loading, PageShell, PreviewCta, Steps, useDate, useLang, useMoney } from '../components/shell';
import { attemptKey, endAttempt, verificationOf } from '../flow';
import { useBackToStep1 } from './step2-page';
import '../clm.css';

function Step3({ id, preview }: { id: string | null; preview: boolean }) {
  const { t } = useTranslation('clm');
  const lang = useLang();
  const money = useMoney();
  const date = useDate();
  const navigate = useNavigate();
  const nas = useSearchParams()[0].get('package') ?? '';
  const current = useCurrentPackage(id);
  const packages = usePackages(id);
  const confirm = useConfirmPackage();
  const [effective, setEffective] = useState<ClmEffective>('next_bill_cycle');
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useBackToStep1(current.error ?? packages.error);
  const offer = packages.data?.find((o) => o.nas_code === nas && o.eligible);
  const back = `${preview ? '/preview' : ''}/uppack/step2`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!id || !offer) return;
    if (!terms) return setTermsError(true);
    setError(null);
    const what = `${offer.nas_code}:${effective}`;
    try {
      const change = await confirm.mutateAsync({ id, key: attemptKey(what), body: { nas_code: offer.nas_code, effective, accept_terms: true } });
      endAttempt(what);
      navigate(`/uppack/success?order=${encodeURIComponent(change.secure_key)}`);
    } catch (e) {
      setError(errorText(t, e));
    }
  };

  if (current.isPending || packages.isPending) return <Loading />;
  if (!current.data || !offer) {
    return (
      <PageShell title={t('step3.title')} preview={preview} testId="clm-step3">
        <p className="clm-error clm-error--box" role="alert">
          {t('step3.noPackage')}
        </p>
        <Link className="clm-btn" to={back}>
          {t('step3.back')}
        </Link>
      </PageShell>
    );
  }
  const nextCycle = current.data.next_bill_cycle_at;
  return (
    <PageShell title={t('step3.title')} preview={preview} testId={preview ? 'clm-preview-step3' : 'clm-step3'}>
      <Steps current={3} />
      <form className="clm-box clm-form clm-summary" onSubmit={(e) => void submit(e)} noValidate>
        <p className="clm-muted">
          {t('current.number')} <strong>{current.data.number}</strong>
        </p>
        <div className="clm-fromto">
          <div>
            <span className="clm-muted">{t('step3.from')}</span>
            <strong>{current.data.package.title[lang]}</strong>
            <span>{money.monthly(current.data.package.monthly_fee)}</span>
          </div>
          <span aria-hidden="true" className="clm-arrow">
            →
          </span>
          <div>
            <span className="clm-muted">{t('step3.to')}</span>
            <strong data-testid="clm-to">{offer.title[lang]}</strong>
            <span>{money.monthly(offer.monthly_fee)}</span>
          </div>
        </div>
        <p className="clm-diff" data-testid="clm-diff">
          {money.difference(offer.price_difference)}
        </p>
        <fieldset className="clm-choice">
          <legend>{t('step3.when')}</legend>
          <label>
            <input type="radio" name="effective" checked={effective === 'now'} onChange={() => setEffective('now')} />
            <span>
              {t('step3.now')}
              <small className="clm-hint">{t('step3.nowHint')}</small>
            </span>
          </label>
          <label>
            <input type="radio" name="effective" checked={effective === 'next_bill_cycle'} onChange={() => setEffective('next_bill_cycle')} />
            <span>
              {t('step3.next', { date: date(nextCycle) })}
              <small className="clm-hint">{t('step3.nextHint')}</small>
            </span>
          </label>
        </fieldset>
        <div className="clm-terms">
          <h2 className="clm-subtitle">{t('step3.termsTitle')}</h2>
          <ul>
            <li>{t('step3.term1')}</li>
            <li>{t('step3.term2')}</li>
            <li>{t('step3.term3')}</li>
          </ul>
          {!preview && (
            <label className="clm-check">
              <input
                type="checkbox"
                checked={terms}
                onChange={(e) => {
                  setTerms(e.target.checked);
                  setTermsError(false);
                }}
                aria-invalid={termsError || undefined}
                aria-describedby={termsError ? 'clm-terms-error' : undefined}
              />
              <span>{t('step3.accept')}</span>
            </label>
          )}
          {termsError && (
            <p id="clm-terms-error" className="clm-error" role="alert">
              {t('errors.terms_required')}
            </p>
          )}
        </div>
        {error && (
          <p className="clm-error clm-error--box" role="alert" data-testid="clm-confirm-error">
            {error}
          </p>
        )}
        {!preview && (
          <p className="clm-actions">
            <button type="submit" className="clm-btn" disabled={confirm.isPending} data-testid="clm-confirm">
              {confirm.isPending ? t('step3.working') : t('step3.confirm')}
            </button>
            <Link className="clm-btn clm-btn--ghost" to={back}>
              {t('step3.back')}
            </Link>
          </p>
        )}
      </form>
      {preview && <PreviewCta kind="mobile" />}
    </PageShell>
  );
}

/** /uppack/step3?package=: from -> to, when it takes effect (now or the next bill cycle), the monthly difference, the terms, confirm. */
export function Step3Page() {
  const id = verificationOf('uppack');
  const navigate = useNavigate();
  useEffect(() => {
    if (!id) navigate('/uppack/step1', { replace: true });
  }, [id, navigate]);
  return id ? <Step3 id={id} preview={false} /> : null;
}

/** /preview/uppack/step3: the confirm screen with the sample subscriber, ending in the call to action. */
export function PreviewStep3Page() {
  return <Step3 id={null} preview />;
}
