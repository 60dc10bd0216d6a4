import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import { useSmsSandbox } from './use-sms-sandbox';
import './sms-inbox.css';

void loadNamespaces(['sms-inbox']);

/** "Testing? Read your code in the sandbox inbox", shown next to an OTP step only while the sandbox is on. */
export function SandboxInboxLink({ mobile }: { mobile: string }) {
  const { t, ready } = useTranslation('sms-inbox', { useSuspense: false });
  const on = useSmsSandbox();
  if (!on || !ready) return null;
  const to = /^0\d{9}$/.test(mobile) ? `?to=${mobile}` : '';
  return (
    <p className="sms-sandbox-link" data-testid="sms-sandbox-link">
      {t('linkLead')}{' '}
      <Link to={`/dev/sms-inbox${to}`} target="_blank" rel="noopener">
        {t('link')}
      </Link>
    </p>
  );
}
