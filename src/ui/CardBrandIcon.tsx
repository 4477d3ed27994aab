/** Card brand marks (american-express, visa, mastercard, unionpay, generic) from the brand the vault reports. */
import { useUi } from './environment';

export type CardBrand = 'american-express' | 'visa' | 'mastercard' | 'unionpay' | 'generic';

/** Collect.js and card-validator name brands slightly differently; both map here. */
export function cardBrand(reported: string | null | undefined): CardBrand {
  switch ((reported ?? '').toLowerCase()) {
    case 'amex':
    case 'american-express':
    case 'american express':
      return 'american-express';
    case 'visa':
    case 'visaelectron':
      return 'visa';
    case 'mastercard':
    case 'maestro':
      return 'mastercard';
    case 'unionpay':
      return 'unionpay';
    default:
      return 'generic';
  }
}

/** Brand names are the same in every language; the generic mark says 'Card' in the customer's. */
const BRAND_NAMES: Record<Exclude<CardBrand, 'generic'>, string> = {
  'american-express': 'American Express',
  visa: 'Visa',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
};

export function CardBrandIcon({ brand }: { brand: string | null | undefined }) {
  const { t } = useUi();
  const kind = cardBrand(brand);
  const label = kind === 'generic' ? t('cardPayment.card') : BRAND_NAMES[kind];
  return (
    <svg className="crw-card-brand" data-brand={kind} viewBox="0 0 40 26" width="40" height="26" role="img" aria-label={label}>
      <rect width="40" height="26" rx="4" fill={kind === 'american-express' ? '#2e77bb' : kind === 'unionpay' ? '#d10429' : '#f4f5fa'} stroke="#dfe1ea" />
      {kind === 'visa' && (
        <text x="20" y="17.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontStyle="italic" fontSize="11" fill="#1a1f71">
          VISA
        </text>
      )}
      {kind === 'mastercard' && (
        <>
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </>
      )}
      {kind === 'american-express' && (
        <text x="20" y="16.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="8" fill="#fff">
          AMEX
        </text>
      )}
      {kind === 'unionpay' && (
        <text x="20" y="16.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="7" fill="#fff">
          UnionPay
        </text>
      )}
      {kind === 'generic' && <rect x="6" y="8" width="28" height="4" fill="#6b6f80" />}
    </svg>
  );
}

/** The brand of a card being typed, once the vault recognises it (nothing before). */
export function ReportedBrand({ type }: { type: string | null | undefined }) {
  return type && type !== 'unknown' ? <CardBrandIcon brand={type} /> : null;
}
