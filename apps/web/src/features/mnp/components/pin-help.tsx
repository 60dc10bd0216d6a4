import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortingSandbox } from '../api/sandbox';

/** How to get a porting PIN from the current operator (dial *151*<ID>#), and the sandbox PIN page while the sandbox is on. */
export function PinHelp() {
  const { t } = useTranslation('mnp');
  const sandbox = usePortingSandbox();
  return (
    <div className="mnp-pin-help" data-testid="mnp-pin-help">
      <p>
        {t('pin.howLead')} <code className="mnp-dial">*151*{t('pin.dialId')}#</code> {t('pin.howTail')}
      </p>
      <p className="mnp-note">{t('pin.validity')}</p>
      {sandbox && (
        <p className="mnp-sandbox-link" data-testid="mnp-sandbox-pin-link">
          {t('pin.sandboxLead')}{' '}
          <Link to="/mnp/pin" target="_blank" rel="noopener">
            {t('pin.sandboxLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
