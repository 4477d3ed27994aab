/**
 * The marks of the payment methods (card, Google Pay, BLIK, Skrill) beside the payment method's name:
 * decorative, the name is written next to them. Simple brand-like tiles, small enough for the first load.
 */
import type { PaymentType } from '../domain/constants';

export function PaymentMethodIcon({ type }: { type: PaymentType }) {
  return (
    <svg className="crw-method-icon" data-method={type} viewBox="0 0 40 26" aria-hidden="true" focusable="false">
      {MARKS[type]}
    </svg>
  );
}

/** A mark's tile: filled, with an edge when it is light. */
const tile = (fill: string, edge?: string) => <rect x=".5" y=".5" width="39" height="25" rx="4" fill={fill} stroke={edge ?? fill} />;

/** A wordmark, stretched to `width` whatever font the system has. */
const word = (text: string, x: number, width: number, fill = '#fff') => (
  <text x={x} y="17" fontFamily="Arial,sans-serif" fontSize="11" fontWeight="700" fill={fill} textLength={width} lengthAdjust="spacingAndGlyphs">
    {text}
  </text>
);

const MARKS: Record<PaymentType, React.JSX.Element> = {
  card: (
    <>
      {tile('#f4f5fa', '#8a8fa3')}
      <rect x="6" y="7" width="8" height="6" rx="1.5" fill="#d8b45a" />
      <rect x="6" y="17" width="20" height="2.5" rx="1.25" fill="#8a8fa3" />
    </>
  ),
  google_pay: (
    <>
      {tile('#fff', '#dadce0')}
      <g fill="none" strokeWidth="2.4">
        <path d="M13.8 9.8A5 5 0 0 0 5.7 10.5" stroke="#ea4335" />
        <path d="M5.7 10.5a5 5 0 0 0 0 5" stroke="#fbbc04" />
        <path d="M5.7 15.5a5 5 0 0 0 8.1.7" stroke="#34a853" />
        <path d="M13.8 16.2A5 5 0 0 0 15 13h-4.6" stroke="#4285f4" />
      </g>
      {word('Pay', 17, 18, '#3c4043')}
    </>
  ),
  blik: (
    <>
      {tile('#000')}
      {word('blik', 8, 22)}
      <circle cx="33" cy="8" r="2.2" fill="#e6007e" />
    </>
  ),
  skrill: (
    <>
      {tile('#862165')}
      {word('Skrill', 6, 28)}
    </>
  ),
};
