/**
 * Card create (spec 2 "Card create"): card number, expiry and holder in the vault's secure fields, the
 * date of birth, save for later, the summary (card ending, the wallet the crypto goes to unless the order
 * is merchant_buy_merchant_wallet, rate and fees, reservation countdown) and the terms agreement.
 */
import type { SellOrder } from '../../domain/sellEntities';
import { splitWallet } from '../../domain/format';
import { useFollow, useText } from '../../state/hooks/app';
import { type Sell, usePayoutCardForm } from '../../state/hooks/sell';
import { useCardVault } from '../../state/hooks/vault';
import { Amount } from '../../ui/Amount';
import { CardBrandIcon } from '../../ui/CardBrandIcon';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { TextField } from '../../ui/TextField';
import { VaultFailed } from '../../ui/VaultFailed';
import { CardVaultField } from '../parts/VaultField';
import { SellFees } from './SellFees';

/** The payout card's secure fields (spec 2 §5): no security code. */
const PAYOUT_VAULT_FIELDS = ['number', 'expirationDate', 'holder'] as const;
type PayoutVaultField = (typeof PAYOUT_VAULT_FIELDS)[number];

export function CardCreate({ order, sell }: { order: SellOrder; sell: Sell }) {
  const form = usePayoutCardForm(order.id);
  return form ? <CardForm order={order} sell={sell} form={form} /> : null;
}

function CardForm({ order, sell, form }: { order: SellOrder; sell: Sell; form: NonNullable<ReturnType<typeof usePayoutCardForm>> }) {
  const { t, say } = useText();
  const follow = useFollow();
  const vault = useCardVault(PAYOUT_VAULT_FIELDS, form);
  const problems = form.problems.value;
  const server = form.serverFields.value;
  const message = (field: PayoutVaultField | 'dateOfBirth' | 'agreement') => server[field] || (problems[field] ? t(problems[field] as 'cardValidate.number') : null);
  const wallet = splitWallet(order.toWallet);
  return (
    <Frame title={t('cardCreate.title')} onBack={() => void follow(form.back())}>
      {/* After a reload: card data is never kept, so the customer reads why it is asked for again. */}
      {form.retype && (
        <p className="crw-alert crw-alert-info" data-testid="retype-card">
          {t('cardPayment.retypeCard')}
        </p>
      )}
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          await follow(form.submit());
        }}
      >
        {vault.failed && <VaultFailed onRetry={vault.retry} />}
        {PAYOUT_VAULT_FIELDS.map((name) => (
          <CardVaultField key={name} name={name} idOf={vault.idOf} state={form.vaultState.value} error={message(name)} />
        ))}
        <TextField
          label={t('cardCreate.dateOfBirth')}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('cardCreate.dateOfBirthPlaceholder')}
          value={form.dateOfBirth.value}
          error={message('dateOfBirth')}
          onChange={form.changeDateOfBirth}
        />
        <Checkbox checked={form.saveCard}>{t('cardCreate.saveCard')}</Checkbox>
        <dl className="crw-summary" data-testid="card-create-summary">
          {form.last4.value && (
            <div>
              <dt>
                <CardBrandIcon brand={form.vaultState.value.number?.cardType} />
              </dt>
              <dd>{t('cardCreate.cardEnding', { last4: form.last4.value })}</dd>
            </div>
          )}
          {order.type !== 'merchant_buy_merchant_wallet' && (
            <div>
              <dt>{t('cardCreate.sendingTo')}</dt>
              <dd title={order.toWallet}>
                {wallet.head}
                {wallet.middle && '…'}
                {wallet.tail}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('cardCreate.youSend')}</dt>
            <dd>
              <Amount value={order.fromAmount} currency={order.fromCurrency.tickerWithNetwork} />
            </dd>
          </div>
          <SellFees order={order} />
        </dl>
        <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={() => sell.expire(order.id)} />
        <Checkbox checked={form.agreement}>{t('cardCreate.agree')}</Checkbox>
        {message('agreement') && (
          <p className="crw-field-error" role="alert">
            {message('agreement')}
          </p>
        )}
        {form.serverProblem.value && (
          <p className="crw-field-error" role="alert">
            {say(form.serverProblem.value)}
          </p>
        )}
        <button type="submit" className="crw-primary" part="primary-button" disabled={form.submitting.value || !form.vault.value} aria-busy={form.submitting.value}>
          {t('cardCreate.proceed')}
        </button>
      </form>
    </Frame>
  );
}
