/** The widget frame (spec 1 §2): optional brand header, back button, title, language dropdown, close or help. */
import { type ReactNode, useId, useState } from 'react';
import { LANGUAGE_CODES, type LanguageCode } from '../domain/constants';
import { useWidget } from './context';
import { SUPPORT_CENTER_URL } from './links';

type FrameProps = { title: string; onBack?: () => void; children: ReactNode };

export function Frame({ title, onBack, children }: FrameProps) {
  const { model, t } = useWidget();
  return (
    <section className="crw-frame" aria-label={title}>
      {model.merchantName.value && <div className="crw-brand">{model.merchantName.value}</div>}
      <header className="crw-header">
        {onBack ? (
          <button type="button" className="crw-icon-button" onClick={onBack} aria-label={t('frame.back')}>
            ‹
          </button>
        ) : (
          <span className="crw-header-spacer" />
        )}
        <h1 className="crw-title">{title}</h1>
        <LanguageDropdown />
        {/* With a merchant the host can close us; standalone, a help link takes the close button's place. */}
        {model.merchant.value ? (
          <button type="button" className="crw-icon-button" onClick={() => model.emitExit()} aria-label={t('frame.close')}>
            ×
          </button>
        ) : (
          <a className="crw-help" href={SUPPORT_CENTER_URL} target="_blank" rel="noopener noreferrer">
            {t('frame.help')}
          </a>
        )}
      </header>
      <div className="crw-body">{children}</div>
      <footer className="crw-footer">
        <a href={SUPPORT_CENTER_URL} target="_blank" rel="noopener noreferrer">
          {t('frame.reportIssue')}
        </a>
      </footer>
    </section>
  );
}

function LanguageDropdown() {
  const { model, t } = useWidget();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = model.language.value;
  const others = LANGUAGE_CODES.filter((code) => code !== current);
  const choose = (code: LanguageCode) => {
    setOpen(false);
    void model.changeLanguage(code);
  };
  return (
    <div className="crw-lang">
      <button
        type="button"
        className="crw-lang-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('frame.language')}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        {current.toUpperCase()}
      </button>
      {open && (
        <ul className="crw-lang-list" id={listId} aria-label={t('frame.language')}>
          {others.map((code) => (
            <li key={code}>
              <button type="button" lang={code} onClick={() => choose(code)}>
                {code.toUpperCase()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
