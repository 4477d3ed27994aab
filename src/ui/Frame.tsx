/**
 * The widget frame (spec 1 §2): optional brand header, back button, title, language dropdown, close or
 * help; and the layer its modals open in.
 */
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { LANGUAGE_CODES, type LanguageCode } from '../domain/constants';
import { languageName } from '../domain/language';
import { useUi } from './environment';
import { SUPPORT_CENTER_URL } from './links';
import { OfflineNotice } from './LiveNotice';
import { loadedLater } from './loadedLater';
import { ModalLayerContext } from './modalLayer';

/** Asked only while a payment is under way: its code comes with the later code (src/app.tsx's head start). */
const CloseConfirm = loadedLater<{ onStay: () => void; onClose: () => void }>(() => import('./CloseConfirm').then((module) => ({ default: module.CloseConfirm })));

type FrameProps = {
  title: string;
  onBack?: () => void;
  /** A step inside the screen (the login's code step, say): a new one takes the focus as a new screen does. */
  step?: string;
  children: ReactNode;
};

export function Frame({ title, onBack, step, children }: FrameProps) {
  const { t, merchantName, closable, noteScreenShown, problem } = useUi();
  const heading = useRef<HTMLHeadingElement>(null);
  const [modalLayer, setModalLayer] = useState<HTMLDivElement | null>(null);
  // A new screen or step takes the focus the old one dropped (its button went away with it), so keyboard
  // and screen-reader users land on its title; never on the first screen, never away from the host page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new title or step, the screen's changes.
  useEffect(() => {
    const element = heading.current;
    if (element && noteScreenShown() && focusWasDropped(element)) element.focus({ preventScroll: true });
  }, [noteScreenShown, title, step]);
  return (
    // `part` names are the styling contract for ::part() (frame, header, primary-button): stable across releases.
    <section className="crw-frame" part="frame" aria-label={title}>
      <ModalLayerContext.Provider value={modalLayer}>
        {merchantName.value && <div className="crw-brand">{merchantName.value}</div>}
        <header className="crw-header" part="header">
          {onBack ? (
            <button type="button" className="crw-icon-button crw-back" onClick={onBack} aria-label={t('frame.back')}>
              ‹
            </button>
          ) : (
            <span className="crw-header-spacer" />
          )}
          <h1 className="crw-title" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          <LanguageDropdown />
          {/* With a merchant the host can close us; standalone, a help link takes the close button's place. */}
          {closable.value ? (
            <CloseButton />
          ) : (
            <a className="crw-help" href={SUPPORT_CENTER_URL} target="_blank" rel="noopener noreferrer">
              {t('frame.help')}
            </a>
          )}
        </header>
        <div className="crw-body">
          <OfflineNotice />
          {problem.value && (
            <p className="crw-alert crw-alert-danger" role="alert" data-testid="stay-problem">
              {problem.value}
            </p>
          )}
          {children}
        </div>
        <footer className="crw-footer">
          <a href={SUPPORT_CENTER_URL} target="_blank" rel="noopener noreferrer">
            {t('frame.reportIssue')}
          </a>
        </footer>
      </ModalLayerContext.Provider>
      <div className="crw-modal-layer" ref={setModalLayer} />
    </section>
  );
}

/** Nothing of the page has the focus: it fell to the body (or, in the element, to no node of ours). */
function focusWasDropped(inside: HTMLElement): boolean {
  const doc = inside.ownerDocument;
  const root = inside.getRootNode();
  const active = doc.activeElement;
  if (root instanceof ShadowRoot) return root.activeElement === null && (active === null || active === doc.body || active === root.host);
  return active === null || active === doc.body;
}

/** Close tells the host to close us; while a payment is under way the customer confirms first. */
function CloseButton() {
  const { t, paymentUnderWay, exit } = useUi();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    exit();
  };
  return (
    <>
      <button
        type="button"
        className="crw-icon-button"
        onClick={() => (paymentUnderWay.value ? setConfirming(true) : close())}
        aria-label={t('frame.close')}
      >
        ×
      </button>
      {confirming && (
        <Suspense fallback={null}>
          <CloseConfirm onStay={() => setConfirming(false)} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function LanguageDropdown() {
  const { t, language, changeLanguage } = useUi();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const current = language.value;
  // Closing the menu from inside it gives the focus back to its button (the item that had it goes).
  const close = () => {
    setOpen(false);
    menuButton.current?.focus();
  };
  const choose = (code: LanguageCode) => {
    close();
    void changeLanguage(code);
  };
  return (
    // Escape anywhere in the menu closes it; so does the focus leaving it (Tab away). The events bubble
    // here from the menu's own buttons.
    // biome-ignore lint/a11y/noStaticElementInteractions: a container handling its buttons' keys and focus.
    <div
      className="crw-lang"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={menuButton}
        type="button"
        className="crw-lang-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        // The visible code is part of the name (WCAG 2.5.3 label in name): "Language: EN".
        aria-label={`${t('frame.language')}: ${current.toUpperCase()}`}
        onClick={() => setOpen(!open)}
      >
        {current.toUpperCase()}
      </button>
      {open && (
        <ul className="crw-lang-list" id={listId} aria-label={t('frame.language')}>
          {/* spec 1 §2: the other languages; each by its own name, as a reader of it looks for it. */}
          {LANGUAGE_CODES.filter((code) => code !== current).map((code) => (
            <li key={code}>
              <button type="button" lang={code} onClick={() => choose(code)}>
                {languageName(code)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
