import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddLead } from '../api/add-lead';
import { ErrorText } from './shell';

/** A call back about a campaign (clm/callback/add-leads): name and number, then thanks. */
export function LeadForm({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('bundles');
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const add = useAddLead();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    add.mutate({ campaign_id: campaignId, contact_name: name.trim(), mobile_number: mobile });
  };
  return (
    <section className="bnd-box" aria-labelledby={`lead-${campaignId}`} data-testid="bnd-lead">
      <h2 id={`lead-${campaignId}`} className="bnd-subtitle">
        {t('lead.title')}
      </h2>
      {add.isSuccess ? (
        <p className="bnd-ok" role="status">
          {t('lead.sent')}
        </p>
      ) : (
        <form className="bnd-form" onSubmit={submit} noValidate>
          <p className="bnd-muted">{t('lead.text')}</p>
          <div className="bnd-field">
            <label htmlFor={`lead-name-${campaignId}`}>{t('lead.name')}</label>
            <input id={`lead-name-${campaignId}`} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={120} />
          </div>
          <div className="bnd-field">
            <label htmlFor={`lead-mobile-${campaignId}`}>{t('lead.mobile')}</label>
            <input
              id={`lead-mobile-${campaignId}`}
              value={mobile}
              onChange={(e) => setMobile(e.target.value.replace(/[^\d]/g, '').slice(0, 10))}
              inputMode="numeric"
              autoComplete="tel"
            />
          </div>
          <ErrorText error={add.error} />
          <button className="bnd-btn bnd-btn--ghost" type="submit" disabled={add.isPending || !name.trim()}>
            {add.isPending ? t('lead.sending') : t('lead.send')}
          </button>
        </form>
      )}
    </section>
  );
}
