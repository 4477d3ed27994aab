/** A failed or expired order's ways forward: the same purchase again (primary), or starting over. */
import type { CreationFailure } from '../../state/ports/order';
import { useText } from '../../ui/text';
import { CreationFailureMessage } from '../parts/CreationFailureMessage';

export type Ending = { again: () => void; startOver: () => void; creating: boolean; failure: CreationFailure | null };

export function EndingActions({ ending, again }: { ending: Ending; again: string }) {
  const { t } = useText();
  return (
    <>
      <CreationFailureMessage failure={ending.failure} />
      <button type="button" className="crw-primary" part="primary-button" disabled={ending.creating} aria-busy={ending.creating} onClick={ending.again}>
        {again}
      </button>
      <button type="button" className="crw-secondary" disabled={ending.creating} onClick={ending.startOver}>
        {t('order.startOver')}
      </button>
    </>
  );
}
