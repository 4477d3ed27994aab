/**
 * The order screen's card payment flow (spec 1 §2 "Card payment flow"): 0 select a saved card, 1 enter
 * the card details in secure vault fields (or the saved card's security code), 2 confirm and Buy Now.
 * With no saved cards it starts on page 1; back goes one page, or leaves the flow from its first page.
 * Opening it renews the order's reservation; the timer's expiry refetches the order (the expired view).
 */
import { type ReactNode, useState } from 'react';
import { type BillingAddressField, billingAddressProblems } from '../../domain/billingAddress';
import type { VaultFieldName } from '../../domain/cardFields';
import type { Order } from '../../domain/entities';
import { NEW_CARD } from '../../domain/payment';
import { useFollow, useText } from '../../state/hooks/app';
import { useCountries } from '../../state/hooks/forms';
import { type CardPayment as CardPaymentModel, useCardPayment, useOrders } from '../../state/hooks/order';
import { useCardVault } from '../../state/hooks/vault';
import { CardBrandIcon } from '../../ui/CardBrandIcon';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { Modal } from '../../ui/Modal';
import { PaymentFailureMessage } from '../../ui/PaymentFailureMessage';
import { PhoneField } from '../../ui/PhoneField';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { VaultFailed } from '../../ui/VaultFailed';
import { AddressFields, CountrySelect } from '../parts/AddressFields';
import { AmountChange } from '../parts/AmountChange';
import { CardVaultField } from '../parts/VaultField';
import { OrderSummary } from './OrderSummary';

export default function CardPayment({ order }: { order: Order }) {
  const { t } = useText();
  const follow = useFollow();
  const orders = useOrders();
  const payment = useCardPayment();
  if (!payment || !orders) return null;

  const page = payment.page.value;
  const retype = payment.retype.value;
  /** The rate's lock, right under the amounts on every page. */
  const timer = <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={orders.expire} />;
  const title = page === 0 ? t('cardPayment.selectTitle') : page === 1 ? t('cardPayment.detailsTitle') : t('cardPayment.confirmTitle');
  return (
    <Frame title={title} onBack={() => void follow(payment.back())}>
      {/* After a reload: card data is never kept, so the customer reads why it is asked for again. */}
      {retype && page < 2 && (
        <p className="crw-alert crw-alert-info" data-testid="retype-card">
          {t(retype === 'card' ? 'cardPayment.retypeCard' : 'cardPayment.retypeSecurityCode')}
        </p>
      )}
      {page === 0 && <CardList payment={payment} />}
      {/* A saved card's security code is asked for in place on page 0; the same form, with its address and phone, is page 1. */}
      {payment.selected.value && (page > 0 || payment.savedCard.value) && (
        <CardDetails key={payment.selected.value} payment={payment} compact={page === 0} hidden={page === 2} />
      )}
      {page === 2 && <CardConfirm payment={payment} order={order} timer={timer} />}
      {page < 2 && (
        <>
          <AmountChange change={orders.amountChange.value} />
          <OrderSummary order={order} />
          {timer}
        </>
      )}
      {page === 0 && (
        <button
          type="button"
          className="crw-primary"
          part="primary-button"
          disabled={!payment.selected.value || (payment.savedCard.value !== null && !payment.vault.value)}
          onClick={() => payment.proceedFromList()}
        >
          {t('cardPayment.proceed')}
        </button>
      )}
      {page === 1 && (
        <button type="button" className="crw-primary" part="primary-button" disabled={!payment.vault.value} onClick={() => payment.proceedFromDetails()}>
          {t('cardPayment.proceed')}
        </button>
      )}
    </Frame>
  );
}

/** Page 0: saved cards as radio choices, each with a delete action, and the new-card option. */
function CardList({ payment }: { payment: CardPaymentModel }) {
  const { t, say } = useText();
  return (
    <>
      <ul className="crw-card-list" aria-label={t('cardPayment.selectTitle')}>
        {payment.cards.value.map((card) => (
          <li key={card.id} className="crw-card-option">
            <label>
              <input type="radio" name="card" checked={payment.selected.value === card.id} onChange={() => payment.choose(card.id)} />
              <CardBrandIcon brand={card.brand} />
              <span>{t('cardPayment.cardEnding', { last4: card.last4 })}</span>
              {card.expirationDate && <span className="crw-muted">{t('cardPayment.expires', { date: card.expirationDate })}</span>}
            </label>
            <button
              type="button"
              className="crw-link-button"
              aria-label={t('cardPayment.deleteCardLabel', { last4: card.last4 })}
              disabled={payment.deleting.value !== null}
              aria-busy={payment.deleting.value === card.id}
              onClick={() => void payment.deleteCard(card.id)}
            >
              {t('cardPayment.deleteCard')}
            </button>
          </li>
        ))}
        <li className="crw-card-option">
          <label>
            <input type="radio" name="card" checked={payment.selected.value === NEW_CARD} onChange={() => payment.choose(NEW_CARD)} />
            <CardBrandIcon brand={null} />
            <span>{t('cardPayment.newCard')}</span>
          </label>
        </li>
      </ul>
      {payment.deleteError.value && (
        <p className="crw-field-error" role="alert">
          {say(payment.deleteError.value)}
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
function CardDetails({ payment, hidden, compact }: { payment: CardPaymentModel; hidden: boolean; compact: boolean }) {
  const { t } = useText();
  const [editing, setEditing] = useState(false);
  const card = payment.savedCard.value;
  const countries = useCountries();
  const [names] = useState(() => payment.vaultFields.peek());
  const vault = useCardVault(names, payment);

  const problems = payment.problems.value;
  const server = payment.serverFields.value;
  const message = (field: VaultFieldName | 'billingAddress' | 'phone') => {
    const key = problems[field];
    return server[field] || (key ? t(key) : null);
  };
  const addressError =
    ['address', 'city', 'postalCode', 'countryCode', 'state'].map((field) => server[field]).find(Boolean) ?? message('billingAddress');
  const field = (name: VaultFieldName) => (
    <CardVaultField key={name} name={name} idOf={vault.idOf} state={payment.vaultState.value} error={message(name)} />
  );
  return (
    <div className="crw-calculator" hidden={hidden}>
      {vault.failed && <VaultFailed onRetry={vault.retry} />}
      {!vault.failed && !payment.vault.value && <p className="crw-visually-hidden">{t('cardPayment.loadingVault')}</p>}
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
            <p>{[addressLine(payment) || t('cardPayment.noAddress'), payment.international.value].filter(Boolean).join(' · ')}</p>
            <button type="button" className="crw-link-button" aria-label={t('cardPayment.editDetailsLabel')} onClick={() => payment.editDetails()}>
              {t('cardPayment.edit')}
            </button>
          </div>
        </div>
      ) : (
        <CardContactFields payment={payment} countries={countries} addressError={addressError} phoneError={message('phone')} onEdit={() => setEditing(true)} />
      )}
      {!compact && !card && <Checkbox checked={payment.saveCard}>{t('cardForm.saveCard')}</Checkbox>}
      {editing && <BillingAddressModal payment={payment} onClose={() => setEditing(false)} />}
    </div>
  );
}

/** The billing address on file with Edit, and the phone (page 1). */
function CardContactFields({
  payment,
  countries,
  addressError,
  phoneError,
  onEdit,
}: {
  payment: CardPaymentModel;
  countries: ReturnType<typeof useCountries>;
  addressError: string | null;
  phoneError: string | null;
  onEdit: () => void;
}) {
  const { t } = useText();
  return (
    <>
      <div className="crw-field">
        <span>{t('cardPayment.billingAddress')}</span>
        <div className="crw-address-box" data-testid="billing-address">
          <p>{addressLine(payment) || t('cardPayment.noAddress')}</p>
          <button type="button" className="crw-link-button" onClick={onEdit}>
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
        countries={countries}
        error={phoneError}
        onPhone={payment.changePhone}
        onPicker={payment.changePhonePicker}
      />
    </>
  );
}

function addressLine(payment: CardPaymentModel): string {
  return [payment.address.value, payment.postalCode.value, payment.city.value, payment.state.value, payment.countryCode.value]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** 'Edit Billing Address': country, state where needed, city, street, postal code; saved into this payment. */
function BillingAddressModal({ payment, onClose }: { payment: CardPaymentModel; onClose: () => void }) {
  const { t } = useText();
  const [draft] = useState(() => payment.addressDraft());
  const [attempted, setAttempted] = useState(false);
  const countries = useCountries();
  const values = draft.values();
  const problems = attempted ? billingAddressProblems(values, draft.showsState.value) : {};
  const error = (field: string) => {
    if (field === 'countryCode' && problems.countryCode) return t('cardForm.selectCountry');
    const key = problems[field as BillingAddressField];
    return key ? t(key) : null;
  };
  return (
    <Modal title={t('cardForm.editBillingTitle')} onClose={onClose}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (Object.keys(billingAddressProblems(values, draft.showsState.value)).length > 0) return;
          payment.setAddress(values);
          onClose();
        }}
      >
        <p className="crw-muted">{t('cardForm.billingNote')}</p>
        <CountrySelect
          countries={countries}
          value={draft.countryCode.value}
          error={error('countryCode')}
          onChange={draft.changeCountry}
        />
        <AddressFields form={draft} countries={countries} error={error} />
        <button type="submit" className="crw-primary" part="primary-button">
          {t('cardForm.saveAddress')}
        </button>
      </form>
    </Modal>
  );
}

/** Page 2: what will be charged to which card, the agreement, and Buy Now. */
function CardConfirm({ payment, order, timer }: { payment: CardPaymentModel; order: Order; timer: ReactNode }) {
  const { t } = useText();
  const follow = useFollow();
  const orders = useOrders();
  const preview = payment.cardPreview.value;
  return (
    <>
      <div className="crw-card-preview" data-testid="confirm-card">
        <CardBrandIcon brand={preview.brand} />
        <span>{preview.last4 ? t('cardPayment.cardEnding', { last4: preview.last4 }) : t('cardPayment.card')}</span>
      </div>
      <AmountChange change={orders?.amountChange.value ?? null} />
      <OrderSummary order={order} />
      {timer}
      <Checkbox checked={payment.agreement}>{t('confirm.agree')}</Checkbox>
      {payment.agreementAttempted.value && !payment.agreement.value && (
        <p className="crw-field-error" role="alert">
          {t('emailForm.termsAgreement.required')}
        </p>
      )}
      <PaymentFailureMessage outcome={orders?.paymentFailure.value ?? null} />
      <button
        type="button"
        className="crw-primary" part="primary-button"
        disabled={payment.paying.value || !payment.vault.value}
        aria-busy={payment.paying.value}
        onClick={() => void follow(payment.buyNow())}
      >
        {payment.paying.value ? t('confirm.paying') : t('cardPayment.buyNow')}
      </button>
    </>
  );
}
