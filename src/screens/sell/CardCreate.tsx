/**
 * Card create (spec 2 "Card create"): card number, expiry and holder in the vault's secure fields, the
 * date of birth, save for later, the summary (card ending, the wallet the crypto goes to unless the order
 * is merchant_buy_merchant_wallet, rate and fees, reservation countdown) and the terms agreement.
 */
import { splitWallet } from '../../domain/format';
import { useCardCreateScreen } from '../../state/ports/cardCreate';
import { useSecureFields } from '../../state/ports/vault';
import { Amount } from '../../ui/Amount';
import { CardBrandIcon } from '../../ui/CardBrandIcon';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { TextField } from '../../ui/TextField';
import { VaultFailed } from '../../ui/VaultFailed';
import { useText } from '../../ui/text';
import { CardVaultField } from '../parts/VaultField';
import { SellFees } from './SellFees';

type CardCreateScreen = ReturnType<typeof useCardCreateScreen>;
type PayoutVaultField = CardCreateScreen['fields'][number];

export function CardCreate({ orderId }: { orderId: string }) {
  const screen = useCardCreateScreen(orderId);
  return screen.order ? <CardForm screen={screen} order={screen.order} /> : null;
}

/** The form, with its order (its secure fields mount with it). */
function CardForm({ screen, order }: { screen: CardCreateScreen; order: NonNullable<CardCreateScreen['order']> }) {
  const { t, say } = useText();
  const vault = useSecureFields(screen.secureFields);
  const { form } = screen;
  const problems = form.problems;
  const server = form.serverFields;
  const message = (field: PayoutVaultField | 'dateOfBirth' | 'agreement') => server[field] || (problems[field] ? t(problems[field] as 'cardValidate.number') : null);
  const wallet = splitWallet(order.toWallet);
  return (
    <Frame title={t('cardCreate.title')} onBack={() => void screen.back()}>
      {/* After a reload: card data is never kept, so the customer reads why it is asked for again. */}
      {form.retype && (
        <p className="crw-alert crw-alert-info" data-testid="retype-card">
          {t('cardPayment.retypeCard')}
        </p>
      )}
      <form
        className="crw-calculator"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void screen.submit();
        }}
      >
        {vault.failed && <VaultFailed onRetry={vault.retry} />}
        {screen.fields.map((name) => (
          <CardVaultField key={name} name={name} vault={vault} state={form.vaultState} error={message(name)} />
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
          {form.last4 && (
            <div>
              <dt>
                <CardBrandIcon brand={form.vaultState.number?.cardType} />
              </dt>
              <dd>{t('cardCreate.cardEnding', { last4: form.last4 })}</dd>
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
        <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={screen.expire} />
        <Checkbox checked={form.agreement}>{t('cardCreate.agree')}</Checkbox>
        {message('agreement') && (
          <p className="crw-field-error" role="alert">
            {message('agreement')}
          </p>
        )}
        {form.serverProblem && (
          <p className="crw-field-error" role="alert">
            {say(form.serverProblem)}
          </p>
        )}
        <button type="submit" className="crw-primary" part="primary-button" disabled={form.submitting || !form.vaultReady} aria-busy={form.submitting}>
          {t('cardCreate.proceed')}
        </button>
      </form>
    </Frame>
  );
}
