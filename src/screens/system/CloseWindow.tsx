/**
 * /close_on_success and /close_on_failure (spec 1 §2): the pages a provider returns to in a window the
 * widget opened. Success tells the opener (the widget, same origin as this page) that it has loaded; the
 * window then closes. A tab with no opener (opened some other way, or the opener gone) cannot close
 * itself: it says what happened and that it can be closed.
 */
import { type WindowOutcome, useCloseWindowScreen } from '../../state/ports/closeWindow';
import { useText } from '../../ui/text';

export default function CloseWindow({ outcome }: { outcome: WindowOutcome }) {
  const { t } = useText();
  const { orphan } = useCloseWindowScreen(outcome);
  if (!orphan) return null;
  return (
    <div className="crw-frame crw-center" part="frame" role="status" data-testid="close-window">
      <h1 className="crw-title">{outcome === 'success' ? t('closeWindow.successTitle') : t('closeWindow.failureTitle')}</h1>
      <p>{t('closeWindow.text')}</p>
    </div>
  );
}
