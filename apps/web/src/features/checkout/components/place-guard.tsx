import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from '@/lib/navigation-block';
import { Dialog } from '@/components/ui/dialog';

/**
 * Spec 4: navigation away from /payment is blocked while the order is being placed (the store
 * router's `useBlocker`, lib/navigation-block.ts, for links and back; the browser's own prompt for reloads and closing the tab).
 */
export function PlaceGuard({ placing }: { placing: RefObject<boolean> }) {
  const { t } = useTranslation('checkout');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => placing.current === true && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!placing.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [placing]);
  // Once the order is placed the dialog closes by itself (the page then moves on to the result).
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const timer = window.setInterval(() => {
      if (!placing.current) blocker.reset();
    }, 300);
    return () => window.clearInterval(timer);
  }, [blocker, placing]);
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} name="placing" title={t('payment.blockTitle')}>
      <p>{t('payment.blockText')}</p>
      <div className="ck-actions">
        <button type="button" className="ck-btn ck-btn--primary" onClick={() => blocker.reset?.()} data-autofocus>
          {t('payment.stay')}
        </button>
      </div>
    </Dialog>
  );
}
