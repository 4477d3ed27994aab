/** /buy/limit_reached (spec 1 §2, §8): the daily, weekly or yearly limit, and 'Choose another card'. */
import { useLimitReachedScreen } from '../../state/ports/limitReached';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';

export default function LimitReached() {
  const { t } = useText();
  const screen = useLimitReachedScreen();
  return (
    <Frame title={t('limit.title')}>
      <p role="alert">{t(`limit.${screen.limit}`)}</p>
      <button type="button" className="crw-primary" part="primary-button" onClick={() => void screen.chooseAnotherCard()}>
        {t('limit.chooseAnotherCard')}
      </button>
    </Frame>
  );
}
