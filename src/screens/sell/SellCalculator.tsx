/** /sell: a stand-in until the sell issue builds the off-ramp calculator. */
import { useWidget } from '../../ui/context';
import { FlowSwitch } from '../../ui/FlowSwitch';
import { Frame } from '../../ui/Frame';

export default function SellCalculator() {
  const { model, t } = useWidget();
  return (
    <Frame title={t('sell.title')}>
      {!model.merchant.value && <FlowSwitch current="sell" />}
      <p className="crw-center">{t('sell.unavailable')}</p>
    </Frame>
  );
}
