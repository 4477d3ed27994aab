import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { walletStepOrRoot } from '../../src/domain/routing';
import { explorerLink, formatCreatedAt } from '../../src/domain/orderDetails';
import {
  type OrderStatus,
  hostEventForStatusChange,
  orderView,
  paymentUnderWay,
  progressStep,
  shouldPollOrder,
  statusColour,
} from '../../src/domain/orderStatus';

const view = (status: OrderStatus, provider = 'google_pay_pne', flag = false) => orderView({ status, paymentProviderId: provider }, flag);

describe('order screen view by status (spec 1 §2)', () => {
  it('failed, or a failure flag → failed', () => {
    assert.equal(view('failed'), 'failed');
    assert.equal(view('reserved', 'better_bro', true), 'failed');
  });
  it('better_bro in processing_started or auth_requested → QR', () => {
    assert.equal(view('processing_started', 'better_bro'), 'qr');
    assert.equal(view('auth_requested', 'better_bro'), 'qr');
  });
  it('processing_started, can_be_processed → processing; auth_requested → provider authentication', () => {
    assert.equal(view('processing_started'), 'processing');
    assert.equal(view('can_be_processed', 'better_bro'), 'processing');
    assert.equal(view('auth_requested'), 'providerAuth');
  });
  it('transfer_processing_started, on_hold, blockchain_transaction_submited, auth_complete, complete → progress', () => {
    for (const status of ['transfer_processing_started', 'on_hold', 'blockchain_transaction_submited', 'auth_complete', 'complete'] as const) {
      assert.equal(view(status), 'progress', status);
    }
  });
  it('expired → expired; any other status (reserved, created) → the card payment flow', () => {
    assert.equal(view('expired'), 'expired');
    assert.equal(view('reserved'), 'cardPayment');
    assert.equal(view('created'), 'cardPayment');
  });
});

describe('polling, steps and colours (spec 1 §4)', () => {
  it('polls every listed in-progress status, not reserved or final ones', () => {
    for (const status of ['transfer_processing_started', 'on_hold', 'can_be_processed', 'processing_started', 'auth_requested', 'blockchain_transaction_submited', 'auth_complete'] as const) {
      assert.equal(shouldPollOrder(status), true, status);
    }
    for (const status of ['reserved', 'complete', 'failed', 'expired'] as const) assert.equal(shouldPollOrder(status), false, status);
  });
  it('progress step 1: can_be_processed, processing_started; 2: transfer_processing_started, auth_complete, on_hold; 3; 4', () => {
    assert.deepEqual(
      (['can_be_processed', 'processing_started', 'transfer_processing_started', 'auth_complete', 'on_hold', 'blockchain_transaction_submited', 'complete'] as const).map(progressStep),
      [1, 1, 2, 2, 2, 3, 4],
    );
  });
  it('progress step 0 (not started) for an order still created, reserved or waiting for KYC, and for one that failed or expired', () => {
    assert.deepEqual((['created', 'reserved', 'kyc_waiting', 'auth_requested', 'failed', 'expired'] as const).map(progressStep), [0, 0, 0, 0, 0, 0]);
  });
  it('warning in progress (on_hold too), error for failed and expired, success for complete', () => {
    assert.deepEqual((['on_hold', 'reserved', 'failed', 'expired', 'complete'] as const).map(statusColour), ['warning', 'warning', 'error', 'error', 'success']);
  });
});

describe('host events on status changes (spec 2 "Order events to the host")', () => {
  it('processing_started → pending, failed → fail, complete → success; only on a change', () => {
    assert.equal(hostEventForStatusChange('reserved', 'processing_started'), 'operation_pending');
    assert.equal(hostEventForStatusChange('processing_started', 'failed'), 'operation_fail');
    assert.equal(hostEventForStatusChange('blockchain_transaction_submited', 'complete'), 'operation_success');
    assert.equal(hostEventForStatusChange('complete', 'complete'), null);
    assert.equal(hostEventForStatusChange('reserved', 'expired'), 'order_expired');
    assert.equal(hostEventForStatusChange(null, 'complete'), null);
    assert.equal(hostEventForStatusChange('reserved', 'on_hold'), null);
  });
});

describe('order details (spec 1 §2, §4, §9)', () => {
  it('explorer: the order link, else one from the network and transaction id', () => {
    assert.equal(explorerLink({ blockchainExplorerLink: 'https://x/tx/1' }, 'MATIC'), 'https://x/tx/1');
    assert.equal(explorerLink({ blockchainNetworkTxId: 'abc' }, 'NEAR'), 'https://nearblocks.io/txns/abc');
    assert.equal(explorerLink({ blockchainNetworkTxId: 'abc' }, 'DOGE'), null);
    assert.equal(explorerLink({}, 'MATIC'), null);
  });
  it('explorer: each listed mainnet network links to its own explorer (spec 1 §9)', () => {
    const expected: Record<string, string> = {
      MATIC: 'https://polygonscan.com/tx/0xabc',
      ERC20: 'https://etherscan.io/tx/0xabc',
      BTC: 'https://mempool.space/tx/0xabc',
      NEAR: 'https://nearblocks.io/txns/0xabc',
      FLOW: 'https://www.flowscan.io/tx/0xabc',
      XLM: 'https://stellar.expert/explorer/public/tx/0xabc',
      AVAX: 'https://snowtrace.io/tx/0xabc',
      TRC20: 'https://tronscan.org/#/transaction/0xabc',
      AURORA: 'https://explorer.aurora.dev/tx/0xabc',
      BEP20: 'https://bscscan.com/tx/0xabc',
      BCH: 'https://blockchair.com/bitcoin-cash/transaction/0xabc',
      LTC: 'https://blockchair.com/litecoin/transaction/0xabc',
      BLAST: 'https://blastscan.io/tx/0xabc',
    };
    for (const [network, link] of Object.entries(expected)) assert.equal(explorerLink({ blockchainNetworkTxId: '0xabc' }, network), link, network);
    assert.equal(explorerLink({ blockchainNetworkTxId: '0xabc' }, null), null);
  });
  it('created time as dd/MM/yyyy, HH:mm:ss', () => {
    const iso = new Date(2026, 10, 3, 9, 5, 7).toISOString();
    assert.equal(formatCreatedAt(iso), '03/11/2026, 09:05:07');
  });
  it('created time: blank when the order has no readable time', () => {
    assert.equal(formatCreatedAt('not a date'), '');
    assert.equal(formatCreatedAt(''), '');
  });
  it('forgetting an order: root when the merchant gave wallet and amount, else the wallet step', () => {
    assert.equal(walletStepOrRoot({ toWallet: 'x', toAmount: 1 }), '/');
    assert.equal(walletStepOrRoot({ toWallet: 'x' }), '/buy/wallet_address');
    assert.equal(walletStepOrRoot(null), '/buy/wallet_address');
  });
});

describe('closing during a payment', () => {
  it('a payment is under way in can_be_processed, processing_started and auth_requested only', () => {
    for (const status of ['can_be_processed', 'processing_started', 'auth_requested'] as const) assert.equal(paymentUnderWay(status), true, status);
    for (const status of ['reserved', 'transfer_processing_started', 'complete', 'failed', 'expired'] as const) assert.equal(paymentUnderWay(status), false, status);
  });
});
