/**
 * A modal dialog in the widget's own tree: native <dialog> with a header and close. Keyboard contract:
 * focus moves in (the given element, else the first control of the body, never the header's ×), Tab
 * cycles inside it (a native modal lets it leave to the browser or, in the iframe embed, to the host page),
 * one Escape closes it (even from a search field with text), and focus returns to what opened it.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useUi } from './environment';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Receives focus on open instead of the first control of the body. */
  initialFocus?: { current: HTMLElement | null };
};

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ title, onClose, children, initialFocus }: ModalProps) {
  const { t } = useUi();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The opener, read before the dialog takes the focus (inside a shadow root, its root knows it).
    const root = element.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement instanceof HTMLElement ? root.activeElement : null;
    if (!element.open) element.showModal();
    (initialFocus?.current ?? body.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = (dialog.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="crw-modal"
      aria-label={title}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="crw-modal-header">
        <h2>{title}</h2>
        <button type="button" className="crw-icon-button" onClick={onClose} aria-label={t('frame.close')}>
          ×
        </button>
      </div>
      <div className="crw-modal-body" ref={body}>
        {children}
      </div>
    </dialog>
  );
}
