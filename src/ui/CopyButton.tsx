/** Copies a text, with feedback for 1 second (spec 1 §9 "copy feedback 1 s"). */
import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../domain/constants';
import { useUi } from './environment';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useUi();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
    <button
      type="button"
      className="crw-link-button"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setState('copied'),
          // silent: a clipboard the browser refuses is no defect of ours; the button says it failed.
          () => setState('failed'),
        )
      }
    >
      {state === 'copied' ? t('payment.copied') : state === 'failed' ? t('payment.copyFailed') : label}
    </button>
    {/* A button's own text changing is not read out: the outcome is said here too. */}
    <span className="crw-visually-hidden" role="status">
      {state === 'copied' ? t('payment.copied') : state === 'failed' ? t('payment.copyFailed') : ''}
    </span>
    </>
  );
}
