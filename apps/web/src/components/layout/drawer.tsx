import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lockPageScroll } from '@/components/ui/scroll-lock';
import { useIsClient } from '@/components/ui/use-is-client';
import { Icon } from './icons';

/**
 * A side drawer of the mobile header (spec 2): a modal <dialog> in the top layer, so focus moves in
 * and stays in, Escape and a click on the backdrop close it, the page scroll is locked while it is
 * open and focus goes back to the button that opened it.
 */
export function Drawer({
  open,
  onClose,
  side,
  title,
  returnFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  title: ReactNode;
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const isClient = useIsClient();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const unlock = lockPageScroll();
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('.drawer-close')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      unlock();
      // The opener the ref names when the drawer closes is the one focus goes back to.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      returnFocus.current?.focus();
    };
  }, [open, returnFocus]);

  // The portal target is the document's <body>: nothing on the server, mounted after hydration.
  if (!isClient) return null;
  return createPortal(
    <dialog
      ref={ref}
      className={`drawer drawer--${side}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The panel fills the dialog box, so a click that lands on the dialog itself is on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {open && (
        <div className="drawer-panel">
          <div className="drawer-head">
            <h2 id={titleId} className="drawer-title">
              {title}
            </h2>
            <button type="button" className="drawer-close icon-btn" onClick={onClose} aria-label={t('close')}>
              <Icon name="close" />
            </button>
          </div>
          <div className="drawer-body">{children}</div>
        </div>
      )}
    </dialog>,
    document.body,
  );
}
