/** A modal dialog in the widget's own tree: native <dialog> (focus trap, Escape), header with close. */
import { type ReactNode, useEffect, useRef } from 'react';
import { useWidget } from './context';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Receives focus on open instead of the first focusable element (the close button). */
  initialFocus?: { current: HTMLElement | null };
};

export function Modal({ title, onClose, children, initialFocus }: ModalProps) {
  const { t } = useWidget();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => element?.close();
  }, [initialFocus]);
  return (
    <dialog
      ref={dialog}
      className="crw-modal"
      aria-label={title}
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
      {children}
    </dialog>
  );
}
