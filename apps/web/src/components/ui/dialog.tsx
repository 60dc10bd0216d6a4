import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTHS_PX, SCROLL_BOTTOM_THRESHOLD_PX } from '@store/domain/constants';
import { DIALOG_EVENTS, emitDialogEvent } from './dialog-events';
import { focusableIn, trapTab } from './focus-trap';
import { lockPageScroll } from './scroll-lock';
import './dialog.css';

/** The dialog options of spec 3. */
export interface DialogOptions {
  /** Named presets: width (terms 700, delete 480, new-address 640, contact 360, else 600); `dropdown` is a bottom sheet under 1000 px. */
  name?: string;
  /** Fill the whole screen on phones (under 575 px). */
  mobileSize?: boolean;
  /** No padding around the body (edge-to-edge images). */
  noPadding?: boolean;
  /** Show the close cross (default true). */
  showCloseButton?: boolean;
  /** Extra class names for the dialog panel. */
  extendClass?: string;
  /** A click on the backdrop does not close (Escape and the cross still do). */
  noOutsideClose?: boolean;
  /** White close cross, for dialogs whose top is dark or an image. */
  whiteCloseButton?: boolean;
  /** The newer look: larger radius, tinted title bar. */
  newDesign?: boolean;
  /** Emit the scroll-bottom events when the body is scrolled within 25 px of its end. */
  checkScrollBottom?: boolean;
}

export interface DialogProps extends DialogOptions {
  open: boolean;
  onClose: () => void;
  /** The accessible name; rendered as the heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Element to focus on open; else the first `[data-autofocus]`, else the first focusable, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const WIDTHS: Record<string, number> = {
  terms: DIALOG_WIDTHS_PX.terms,
  delete: DIALOG_WIDTHS_PX.delete,
  'new-address': DIALOG_WIDTHS_PX.newAddress,
  contact: DIALOG_WIDTHS_PX.contact,
};

/** Modal dialog in a portal (spec 3, 4, 9): locks page scroll, traps focus, returns focus to its opener. */
export function Dialog(props: DialogProps) {
  const { open, onClose, title, hideTitle, initialFocus, children, name = '', checkScrollBottom } = props;
  const { t } = useTranslation('dialog');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const bottomOnce = useRef(false);
  const downOnBackdrop = useRef(false);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    bottomOnce.current = false;
    const panel = panelRef.current!;
    const target = initialFocus?.current ?? panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(bodyRef.current ?? panel)[0] ?? panel;
    target.focus({ preventScroll: true });
    const frame = checkScrollBottom ? requestAnimationFrame(() => bodyRef.current && checkBottom(bodyRef.current)) : 0;
    return () => {
      cancelAnimationFrame(frame);
      unlock();
      emitDialogEvent(DIALOG_EVENTS.disableAcceptTerms, name);
      emitDialogEvent(DIALOG_EVENTS.closing, name);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // Only an opening or a closing matters; the other props are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function checkBottom(el: HTMLElement) {
    if (el.scrollHeight - el.scrollTop - el.clientHeight > SCROLL_BOTTOM_THRESHOLD_PX) return;
    emitDialogEvent(DIALOG_EVENTS.scrollBottom, name);
    if (!bottomOnce.current) {
      bottomOnce.current = true;
      emitDialogEvent(DIALOG_EVENTS.scrollBottomOnce, name);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
    } else if (trapTab(event, panelRef.current!)) {
      event.stopPropagation();
    }
  }

  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    const onBackdrop = downOnBackdrop.current && event.target === event.currentTarget;
    downOnBackdrop.current = false;
    if (onBackdrop && !props.noOutsideClose) onClose();
  }

  if (!open) return null;

  const width = WIDTHS[name] ?? DIALOG_WIDTHS_PX.default;
  const panelClass = [
    'dialog',
    props.mobileSize && 'dialog--mobile-full',
    props.noPadding && 'dialog--no-padding',
    props.newDesign && 'dialog--new-design',
    name && `dialog--${name}`,
    props.extendClass,
  ]
    .filter(Boolean)
    .join(' ');

  return createPortal(
    <div
      className={`dialog-backdrop${name === 'dropdown' ? ' dialog-backdrop--dropdown' : ''}`}
      onMouseDown={(e) => (downOnBackdrop.current = e.target === e.currentTarget)}
      onClick={onBackdropClick}
    >
      <div
        ref={panelRef}
        className={panelClass}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-dialog-name={name || undefined}
        tabIndex={-1}
        style={{ '--dialog-width': `${width}px` } as CSSProperties}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
          {title}
        </h2>
        <div ref={bodyRef} className="dialog__body" onScroll={checkScrollBottom ? (e) => checkBottom(e.currentTarget) : undefined}>
          {children}
        </div>
        {props.showCloseButton !== false && (
          <button type="button" className={`dialog__close${props.whiteCloseButton ? ' dialog__close--white' : ''}`} aria-label={t('close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
