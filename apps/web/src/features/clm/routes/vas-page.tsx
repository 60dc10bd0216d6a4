import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ClmVas, ClmVasService } from '@store/domain/clm';
import { errorText } from '@/lib/error-text';
import { useChangeVas } from '../api/changes';
import { useVas } from '../api/reads';
import { Loading, PageShell, PreviewCta, useLang } from '../components/shell';
import { VasList } from '../components/vas-list';
import { VerifyPanel } from '../components/verify-panel';
import { attemptKey, endAttempt, forgetVerification, keepVerification, verificationOf } from '../flow';
import { useBackToStep1 } from './step2-page';
import '../clm.css';

const PATH: Record<ClmVasService, string> = { tmvh: '/clm/tmvhvas', tol: '/clm/tolvas' };

function Verified({ service, id, onEnd }: { service: ClmVasService; id: string; onEnd: () => void }) {
  const { t } = useTranslation('clm');
  const lang = useLang();
  const list = useVas(service, id);
  const change = useChangeVas();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useBackToStep1(list.error, service, PATH[service]);

  const onChange = async (item: ClmVas, action: 'add' | 'remove') => {
    setError(null);
    setDone(null);
    const what = `${service}:${item.code}:${action}`;
    try {
      const c = await change.mutateAsync({ id, key: attemptKey(what), body: { vas_code: item.code, action } });
      endAttempt(what);
      setDone(t(action === 'add' ? 'vas.added' : 'vas.removed', { name: item.title[lang], order: c.order_number }));
      return true;
    } catch (e) {
      setError(errorText(t, e));
      return false;
    }
  };

  if (list.isPending) return <Loading />;
  if (!list.data) {
    return (
      <p className="clm-error clm-error--box" role="alert">
        {errorText(t, list.error)}
      </p>
    );
  }
  return (
    <>
      {done && (
        <p className="clm-done" role="status" data-testid="clm-vas-done">
          {done}
        </p>
      )}
      <VasList list={list.data} onChange={onChange} busy={change.isPending} error={error} />
      <p className="clm-actions">
        <button type="button" className="clm-link" onClick={onEnd}>
          {t(service === 'tol' ? 'vas.otherAccount' : 'vas.otherNumber')}
        </button>
      </p>
    </>
  );
}

/** /clm/tmvhvas and /clm/tolvas: verify the line or account, then its add-ons to add or remove. */
function VasPage({ service }: { service: ClmVasService }) {
  const { t } = useTranslation('clm');
  const [id, setId] = useState(() => verificationOf(service));
  const expired = (useLocation().state as { expired?: boolean } | null)?.expired;
  return (
    <PageShell title={t(`vas.${service}Title`)} testId={`clm-vas-${service}`}>
      <p className="clm-intro">{t(`vas.${service}Intro`)}</p>
      {expired && !id && (
        <p className="clm-notice" role="alert">
          {t('step1.expired')}
        </p>
      )}
      {id ? (
        <Verified
          service={service}
          id={id}
          onEnd={() => {
            forgetVerification(service);
            setId(null);
          }}
        />
      ) : (
        <VerifyPanel
          service={service}
          back={PATH[service]}
          onVerified={(v) => {
            keepVerification(service, v.id);
            setId(v.id);
          }}
        />
      )}
    </PageShell>
  );
}

export const TmvhVasPage = () => <VasPage service="tmvh" />;
export const TolVasPage = () => <VasPage service="tol" />;

/** /preview/tmvhvas and /preview/tolvas: the add-ons with the sample subscriber, ending in the call to action. */
function PreviewVasPage({ service }: { service: ClmVasService }) {
  const { t } = useTranslation('clm');
  const list = useVas(service, null);
  return (
    <PageShell title={t(`vas.${service}Title`)} preview testId={`clm-preview-${service}`}>
      <p className="clm-intro">{t(`vas.${service}Intro`)}</p>
      {list.isPending ? <Loading /> : list.data ? <VasList list={list.data} /> : <p className="clm-error clm-error--box">{errorText(t, list.error)}</p>}
      <PreviewCta kind={service === 'tol' ? 'home' : 'mobile'} />
    </PageShell>
  );
}

export const PreviewTmvhVasPage = () => <PreviewVasPage service="tmvh" />;
export const PreviewTolVasPage = () => <PreviewVasPage service="tol" />;
