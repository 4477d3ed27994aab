/**
 * A modal dialog inside the widget's own box, in both embeds. A native modal (`showModal()`) goes to the
 * top layer, which in the custom tag is the merchant's whole page: its backdrop and size followed the host
 * page. So the dialog is opened non-modally (`show()`) in the frame's modal layer (a portal), which covers
 * the widget's box only, and the rest of the widget is made `inert` while it is open: that is what a modal
 * dialog is to keyboard and screen-reader users (`aria-modal`). Keyboard contract: focus moves in (the given
 * element, else the first control of the body, never the header's ×), Tab cycles inside it, one Escape
 * closes it (even from a search field with text), and focus returns to what opened it.
 */
import { type KeyboardEvent, type ReactNode, useContext, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useUi } from './environment';
import { ModalLayerContext } from './modalLayer';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Receives focus on open instead of the first control of the body. */
  initialFocus?: { current: HTMLElement | null };
  /** Keeps the full height of the widget's box whatever its content (a list that a search filters). */
  tall?: boolean;
};


const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ title, onClose, children, initialFocus, tall = false }: ModalProps) {
  const { t } = useUi();
  const layer = useContext(ModalLayerContext);
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The opener, read before the dialog takes the focus (inside a shadow root, its root knows it).
    const root = element.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement instanceof HTMLElement ? root.activeElement : null;
    if (!element.open) element.show();
    const outside = layer ? [...(layer.parentElement?.children ?? [])].filter((child) => child !== layer && !child.hasAttribute('inert')) : [];
    for (const child of outside) child.setAttribute('inert', '');
    (initialFocus?.current ?? body.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      element.close();
      for (const child of outside) child.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus, layer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
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

  const content = (
    <dialog
      ref={dialog}
      className={tall ? 'crw-modal crw-modal-tall' : 'crw-modal'}
      aria-label={title}
      aria-modal="true"
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
  // Before the frame's layer has mounted (its first render), nothing: the dialog opens in its place a moment later.
  return layer ? createPortal(content, layer) : null;
}
