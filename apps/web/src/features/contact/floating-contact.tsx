import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_CALLBACK_FLAG_DELAY_MS, CONTACT_LABEL_HIDE_SCROLL_PX } from '@store/domain/constants';
import { loadNamespaces } from '@/lib/i18n';
import './floating-contact.css';

// The dialog's texts (namespace contact) come with its code; the button's label is in the chrome's (layout).
const loadDialog = () => Promise.all([import('./contact-dialog'), loadNamespaces(['contact'])]).then(([module]) => module);
const ContactDialog = lazy(() => loadDialog().then((m) => ({ default: m.ContactDialog })));

/**
 * The floating "request a call back" button of spec 2 and 4: its label hides after 50 px of page
 * scroll, a callback flag shows after 1 s, and a press loads and opens the contact dialog.
 */
export function FloatingContact() {
  const { t } = useTranslation('layout');
  const [compact, setCompact] = useState(false);
  const [flag, setFlag] = useState(false);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);

  useEffect(() => {
    const timer = window.setTimeout(() => setFlag(true), CONTACT_CALLBACK_FLAG_DELAY_MS);
    const onScroll = () => setCompact(window.scrollY > CONTACT_LABEL_HIDE_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  function show() {
    setOpening((n) => n + 1);
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        className={`floating-contact${compact ? ' floating-contact--compact' : ''}`}
        data-testid="contact-button"
        aria-label={t('contactButton')}
        aria-haspopup="dialog"
        onClick={show}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <svg className="floating-contact__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z"
          />
        </svg>
        <span className="floating-contact__label" aria-hidden="true">
          {t('contactButton')}
        </span>
        {flag && <span className="floating-contact__flag" data-testid="contact-callback-flag" aria-hidden="true" />}
      </button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <ContactDialog key={opening} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
