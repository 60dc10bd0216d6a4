import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BundleVerification } from '@store/domain/bundles';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { useVerifyId } from '../api/verify-id';
import { ErrorText } from './shell';

/** A Thai ID against a new-customer or device-only campaign (POST /verify/:id). */
export function IdCheck({ campaignId, title, onChecked, disabled = false }: { campaignId: string; title: string; onChecked: (v: BundleVerification) => void; disabled?: boolean }) {
  const { t } = useTranslation('bundles');
  const [thaiId, setThaiId] = useState('');
  const [touched, setTouched] = useState(false);
  const verify = useVerifyId();
  const problem = thaiIdProblem(thaiId, touched);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (thaiIdProblem(thaiId, true)) return;
    verify.mutate({ id: campaignId, thaiId }, { onSuccess: onChecked });
  };
  return (
    <section className="bnd-box" aria-labelledby="bnd-id-title" data-testid="bnd-id-check">
      <h2 id="bnd-id-title" className="bnd-subtitle">
        {title}
      </h2>
      <form className="bnd-form" onSubmit={submit} noValidate>
        <div className="bnd-field">
          <label htmlFor="bnd-id">{t('verify.thaiId')}</label>
          <input
            id="bnd-id"
            value={thaiId}
            onChange={(e) => setThaiId(e.target.value.slice(0, 20))}
            onBlur={() => setTouched(true)}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby="bnd-id-hint"
          />
          <p id="bnd-id-hint" className={problem ? 'bnd-error' : 'bnd-hint'}>
            {problem ? t('errors.thai_id_invalid') : t('verify.thaiIdHint')}
          </p>
        </div>
        <ErrorText error={verify.error} />
        <button className="bnd-btn" type="submit" disabled={disabled || verify.isPending}>
          {verify.isPending ? t('verify.checking') : t('newCustomer.check')}
        </button>
      </form>
    </section>
  );
}
