// Compile-time checks (never run; `npm run typecheck` fails when one breaks): each published type of
// elements/public.ts says what the shipped code does.
import { CryptoRampWidgetElement as ShippedElement, TAG_NAME as SHIPPED_TAG_NAME, isRampMessage as shippedGuard } from '../../elements/crypto-ramp-widget';
import type { CryptoRampWidgetElement, MerchantPayload, RampEventMap, RampMessage, TAG_NAME, isRampMessage } from '../../elements/public';
import type { MerchantPayload as ShippedPayload } from '../../src/domain/launchParams';
import type { Theme } from '../../src/domain/theme';
import type { HostDomEventMap } from '../../src/host/protocol';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(): T | undefined => undefined;

// The element class the entry registers makes elements of the published type.
export const element: CryptoRampWidgetElement = new ShippedElement();
export const tag: typeof TAG_NAME = SHIPPED_TAG_NAME;
export const guard: typeof isRampMessage = shippedGuard;
same<Same<MerchantPayload, ShippedPayload>>();
same<Same<RampEventMap, HostDomEventMap>>();
// The declaration spells the theme out (custom-elements.json shows its values): the widget's own Theme.
same<Same<NonNullable<CryptoRampWidgetElement['theme']>, Theme>>();

// The union is told apart by `type`.
export function flowTypeOf(message: RampMessage): string | null | undefined {
  return message.type === 'started' ? message.data.flowType : undefined;
}
// Events are typed on the element and on any ancestor.
document.createElement('crypto-ramp-widget').addEventListener('ramp:operation_created', (event) => event.detail.orderId.toUpperCase());
document.body.addEventListener('ramp:resize', (event) => event.detail.height.toFixed());
