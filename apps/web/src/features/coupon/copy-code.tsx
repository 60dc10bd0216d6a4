import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a coupon code to the clipboard (to paste in the cart's coupon field) and says so. */
export function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation('coupon');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    const write = navigator.clipboard?.writeText(code);
    if (!write) return setState('failed');
    write.then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className="cpn-btn cpn-btn--outline" onClick={copy}>
        {t('copy')}
      </button>
      <span className="cpn__feedback" role="status">
        {state === 'copied' ? t('copied', { code }) : state === 'failed' ? t('copyFailed', { code }) : ''}
      </span>
    </>
  );
}
