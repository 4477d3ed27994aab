/**
 * The order screen's card payment flow (spec 1 §2 "Card payment flow"): 0 select a saved card, 1 enter
 * the card details in secure vault fields (or the saved card's security code), 2 confirm and Buy Now.
 * With no saved cards it starts on page 1; back goes one page, or leaves the flow from its first page.
 * Opening it renews the order's reservation; the timer's expiry refetches the order (the expired view).
 */
import type { ReactNode } from 'react';
import type { VaultFieldName } from '../../domain/cardFields';
import type { Order } from '../../domain/entities';
import { NEW_CARD } from '../../domain/payment';
import { type CardPaymentScreen, useCardPaymentScreen } from '../../state/ports/cardPayment';
import { useSecureFields } from '../../state/ports/vault';
import { CardBrandIcon } from '../../ui/CardBrandIcon';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { Modal } from '../../ui/Modal';
import { PaymentFailureMessage } from '../../ui/PaymentFailureMessage';
import { PhoneField } from '../../ui/PhoneField';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { VaultFailed } from '../../ui/VaultFailed';
import { useText } from '../../ui/text';
import { AddressFields, CountrySelect } from '../parts/AddressFields';
import { AmountChange } from '../parts/AmountChange';
import { CardVaultField } from '../parts/VaultField';
import { OrderSummary } from './OrderSummary';

export default function CardPayment({ order }: { order: Order }) {
  const { t } = useText();
  const screen = useCardPaymentScreen();
  const { payment } = screen;
  const { page, retype } = payment;
  /** The rate's lock, right under the amounts on every page. */
  const timer = <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={screen.expire} />;
  const title = page === 0 ? t('cardPayment.selectTitle') : page === 1 ? t('cardPayment.detailsTitle') : t('cardPayment.confirmTitle');
  return (
    <Frame title={title} onBack={() => void screen.back()}>
      {/* After a reload: card data is never kept, so the customer reads why it is asked for again. */}
      {retype && page < 2 && (
        <p className="crw-alert crw-alert-info" data-testid="retype-card">
          {t(retype === 'card' ? 'cardPayment.retypeCard' : 'cardPayment.retypeSecurityCode')}
        </p>
      )}
      {page === 0 && <CardList screen={screen} />}
      {/* A saved card's security code is asked for in place on page 0; the same form, with its address and phone, is page 1. */}
      {payment.selected && (page > 0 || payment.savedCard) && (
        <CardDetails key={payment.selected} screen={screen} compact={page === 0} hidden={page === 2} />
      )}
      {page === 2 && <CardConfirm screen={screen} order={order} timer={timer} />}
      {page < 2 && (
        <>
          <AmountChange change={screen.amountChange} />
          <OrderSummary order={order} newAddress={screen.newAddress} />
          {timer}
        </>
      )}
      {page === 0 && (
        <button
          type="button"
          className="crw-primary"
          part="primary-button"
          disabled={!payment.selected || (payment.savedCard !== null && !payment.vaultReady)}
          onClick={() => payment.proceedFromList()}
        >
          {t('cardPayment.proceed')}
        </button>
      )}
      {page === 1 && (
        <button type="button" className="crw-primary" part="primary-button" disabled={!payment.vaultReady} onClick={() => payment.proceedFromDetails()}>
          {t('cardPayment.proceed')}
        </button>
      )}
    </Frame>
  );
}

/** Page 0: saved cards as radio choices, each with a delete action, and the new-card option. */
function CardList({ screen }: { screen: CardPaymentScreen }) {
  const { t, say } = useText();
  const { payment } = screen;
  return (
    <>
      <ul className="crw-card-list" aria-label={t('cardPayment.selectTitle')}>
        {payment.cards.map((card) => (
          <li key={card.id} className="crw-card-option">
            <label>
              <input type="radio" name="card" checked={payment.selected === card.id} onChange={() => payment.choose(card.id)} />
              <CardBrandIcon brand={card.brand} />
              <span>{t('cardPayment.cardEnding', { last4: card.last4 })}</span>
              {card.expirationDate && <span className="crw-muted">{t('cardPayment.expires', { date: card.expirationDate })}</span>}
            </label>
            <button
              type="button"
              className="crw-link-button"
              aria-label={t('cardPayment.deleteCardLabel', { last4: card.last4 })}
              disabled={payment.deleting !== null}
              aria-busy={payment.deleting === card.id}
              onClick={() => void payment.deleteCard(card.id)}
            >
              {t('cardPayment.deleteCard')}
            </button>
          </li>
        ))}
        <li className="crw-card-option">
          <label>
            <input type="radio" name="card" checked={payment.selected === NEW_CARD} onChange={() => payment.choose(NEW_CARD)} />
            <CardBrandIcon brand={null} />
            <span>{t('cardPayment.newCard')}</span>
          </label>
        </li>
      </ul>
      {payment.deleteError && (
        <p className="crw-field-error" role="alert">
          {say(payment.deleteError)}
        </p>
      )}
    </>
  );
}

/**
 * Page 1 (kept mounted, hidden, on page 2: the card data lives in the vault's frames): the new card's
 * secure fields or the saved card's preview and security code, the billing address, phone, Save card.
 * `compact` (a saved card on page 0): only the security code, and the address and phone on file with Edit.
 */
function CardDetails({ screen, hidden, compact }: { screen: CardPaymentScreen; hidden: boolean; compact: boolean }) {
  const { t } = useText();
  const { payment } = screen;
  const card = payment.savedCard;
  const vault = useSecureFields(screen.secureFields);

  const problems = payment.problems;
  const server = payment.serverFields;
  const message = (field: VaultFieldName | 'billingAddress' | 'phone') => {
    const key = problems[field];
    return server[field] || (key ? t(key) : null);
  };
  const addressError =
    ['address', 'city', 'postalCode', 'countryCode', 'state'].map((field) => server[field]).find(Boolean) ?? message('billingAddress');
  const field = (name: VaultFieldName) => <CardVaultField key={name} name={name} vault={vault} state={payment.vaultState} error={message(name)} />;
  return (
    <div className="crw-calculator" hidden={hidden}>
      {vault.failed && <VaultFailed onRetry={vault.retry} />}
      {!vault.failed && !payment.vaultReady && <p className="crw-visually-hidden">{t('cardPayment.loadingVault')}</p>}
      {card ? (
        <>
          {!compact && (
            <div className="crw-card-preview" data-testid="saved-card-preview">
              <CardBrandIcon brand={card.brand} />
              <span>{t('cardPayment.cardEnding', { last4: card.last4 })}</span>
              {card.expirationDate && <span className="crw-muted">{t('cardPayment.expires', { date: card.expirationDate })}</span>}
            </div>
          )}
          {field('cvv')}
        </>
      ) : (
        <>
          {field('number')}
          <div className="crw-vault-row">
            {field('expirationDate')}
            {field('cvv')}
          </div>
          {field('holder')}
        </>
      )}
      <p className="crw-muted">{t('cardPayment.securityNote')}</p>
      {compact ? (
        <div className="crw-field" data-testid="card-details-summary">
          <span>{t('cardPayment.detailsOnFile')}</span>
          <div className="crw-address-box">
            <p>{[payment.billingAddress || t('cardPayment.noAddress'), payment.international].filter(Boolean).join(' · ')}</p>
            <button type="button" className="crw-link-button" aria-label={t('cardPayment.editDetailsLabel')} onClick={() => payment.editDetails()}>
              {t('cardPayment.edit')}
            </button>
          </div>
        </div>
      ) : (
        <CardContactFields screen={screen} addressError={addressError} phoneError={message('phone')} />
      )}
      {!compact && !card && <Checkbox checked={payment.saveCard}>{t('cardForm.saveCard')}</Checkbox>}
      {screen.addressEdit && <BillingAddressModal screen={screen} />}
    </div>
  );
}

/** The billing address on file with Edit, and the phone (page 1). */
function CardContactFields({ screen, addressError, phoneError }: { screen: CardPaymentScreen; addressError: string | null; phoneError: string | null }) {
  const { t } = useText();
  const { payment } = screen;
  return (
    <>
      <div className="crw-field">
        <span>{t('cardPayment.billingAddress')}</span>
        <div className="crw-address-box" data-testid="billing-address">
          <p>{payment.billingAddress || t('cardPayment.noAddress')}</p>
          <button type="button" className="crw-link-button" onClick={screen.editAddress}>
            {t('cardPayment.edit')}
          </button>
        </div>
        {addressError && (
          <p className="crw-field-error" role="alert">
            {addressError}
          </p>
        )}
      </div>
      <PhoneField
        phone={payment.phone}
        picker={payment.phonePicker}
        countries={screen.countries}
        error={phoneError}
        onPhone={payment.changePhone}
        onPicker={payment.changePhonePicker}
      />
    </>
  );
}

/** 'Edit Billing Address': country, state where needed, city, street, postal code; saved into this payment. */
function BillingAddressModal({ screen }: { screen: CardPaymentScreen }) {
  const { t } = useText();
  const draft = screen.addressEdit;
  if (!draft) return null;
  const { problems } = draft;
  const error = (field: string) => {
    if (field === 'countryCode' && problems.countryCode) return t('cardForm.selectCountry');
    const key = problems[field as keyof typeof problems];
    return key ? t(key) : null;
  };
  return (
    <Modal title={t('cardForm.editBillingTitle')} onClose={screen.closeAddressEdit}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          screen.saveAddress();
        }}
      >
        <p className="crw-muted">{t('cardForm.billingNote')}</p>
        <CountrySelect countries={screen.countries} value={draft.countryCode} error={error('countryCode')} onChange={draft.changeCountry} />
        <AddressFields form={draft} states={screen.states} error={error} />
        <button type="submit" className="crw-primary" part="primary-button">
          {t('cardForm.saveAddress')}
        </button>
      </form>
    </Modal>
  );
}

/** Page 2: what will be charged to which card, the agreement, and Buy Now. */
function CardConfirm({ screen, order, timer }: { screen: CardPaymentScreen; order: Order; timer: ReactNode }) {
  const { t } = useText();
  const { payment } = screen;
  const preview = payment.cardPreview;
  return (
    <>
      <div className="crw-card-preview" data-testid="confirm-card">
        <CardBrandIcon brand={preview.brand} />
        <span>{preview.last4 ? t('cardPayment.cardEnding', { last4: preview.last4 }) : t('cardPayment.card')}</span>
      </div>
      <AmountChange change={screen.amountChange} />
      <OrderSummary order={order} newAddress={screen.newAddress} />
      {timer}
      <Checkbox checked={payment.agreement}>{t('confirm.agree')}</Checkbox>
      {payment.agreementAttempted && !payment.agreement.value && (
        <p className="crw-field-error" role="alert">
          {t('emailForm.termsAgreement.required')}
        </p>
      )}
      <PaymentFailureMessage outcome={screen.paymentFailure} />
      <button
        type="button"
        className="crw-primary" part="primary-button"
        disabled={payment.paying || !payment.vaultReady}
        aria-busy={payment.paying}
        onClick={() => void screen.buyNow()}
      >
        {payment.paying ? t('confirm.paying') : t('cardPayment.buyNow')}
      </button>
    </>
  );
}
