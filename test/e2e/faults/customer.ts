/**
 * A customer who keeps going: a small state machine that reads which screen the widget shows (by its
 * title, in the widget's own English strings) and does that screen's part of the purchase. When a screen
 * says something failed and offers a way on (Try again, or its own button enabled again), the customer
 * presses it again; a reload, or a retry that lands elsewhere, is just another screen to read. Along the
 * way it checks what any customer would notice: technical words, a blank widget, a screen stuck without a
 * way on.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { TFunction } from 'i18next';
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { stringEntries, widgetResources } from '../../strings';
import { type VaultField, testCardFields } from '../environment';
import type { FaultyNetwork } from './network';
import { stream } from './random';
import type { Timeline } from './timeline';

export type Flow = 'buy' | 'sell';

/** What no customer should read: a parser's or a transport's words (network.test.ts's list). */
export const TECHNICAL = /Could not parse|HTTP \d{3}|Failed to fetch|NetworkError|undefined|unexpected_server_error|api_server_error|\{"/;

/** The widget's string keys ('walletAddress.title'): shown instead of their words when the strings did not load. */
const STRING_KEYS: readonly string[] = stringEntries(widgetResources('en')).map(([key]) => key);

/**
 * A purchase's bounds: all of it (a minute in a quiet run; the rest is for `npm test`'s load on two cores,
 * where a purchase's faults and waits take twice as long); one screen without any change and no way on; a
 * widget with nothing on it; a secure field the widget still waits for; a screen this purchase does not go
 * through.
 */
const PURCHASE_MS = 150_000;
const STUCK_MS = 30_000;
const BLANK_MS = 10_000;
const VAULT_FIELD_MS = 15_000;
/** Tries on one step before the customer gives up (each after the screen answered the last one). */
const MAX_ATTEMPTS = 10;
/** Times the crash page may come back before its Try again counts as no way on. */
const MAX_CRASHES = 4;
/** Reloads per purchase, at most, and the chance of one on reaching a screen. */
const MAX_RELOADS = 2;
const RELOAD_CHANCE = 0.12;
/** How long a press may take to change the screen before the customer reads it again. */
const ANSWER_MS = 4_000;
/** Playwright's wait for one action (a field; a press): the screen may change under it. */
const ACTION_MS = 4_000;
const PRESS_MS = 2_000;
/** A screen that changed is read again this often, and is the answer once it held still this long. */
const READ_EVERY_MS = 100;
const SETTLE_MS = 400;

/** What the widget shows, read in one go from its document. */
type View = {
  title: string;
  /** All its visible text, spaces collapsed. */
  text: string;
  alerts: string[];
  buttons: { name: string; enabled: boolean; primary: boolean }[];
  /** The login's code field is shown. */
  codeStep: boolean;
  /** The calculator's form is shown (its title is also a loading order's, and the failed start-up's). */
  calculator: boolean;
  /** Each secure field's state as the widget shows it (loading, empty, valid, invalid), by field name. */
  vault: Record<string, string>;
};

export type Outcome = {
  /** paid: Done or Payout sent; explained: gave up on a screen that says what failed and offers a way on. */
  ending: 'paid' | 'explained' | 'failed';
  screen: string;
  text: string;
  why: string;
  /** Times the widget's crash page ('Something Went Wrong', a render error) showed on the way. */
  crashes: number;
};

export type Purchase = {
  page: Page;
  flow: Flow;
  embed: 'tag' | 'iframe';
  /** The widget page's origin (the iframe embed's frame is found by it). */
  widgetOrigin: string;
  email: string;
  /** The card typed in: a new card's number, or a saved card's (only its security code is typed). */
  card: { number: string; saved: boolean };
  /** The latest one-time code the sandbox mailed to the customer. */
  latestCode: () => Promise<string | null>;
  network: FaultyNetwork;
  timeline: Timeline;
  seed: number;
  /** The customer reloads now and then (not while reloads are left out). */
  reloads: boolean;
  t: TFunction;
};

/**
 * Reads the widget's screen inside its document: the element's shadow root, or the iframe page. It runs in
 * the page, so it names no inner function (the test runner's transform would wrap one in a helper the page
 * does not have).
 */
function readScreen(inElement: boolean): View | null {
  const host = inElement ? document.querySelector('crypto-ramp-widget') : null;
  const root: ParentNode | null = inElement ? (host?.shadowRoot ?? null) : document;
  if (!root) return null;
  const frame = root.querySelector<HTMLElement>('.crw-frame');
  const scope: ParentNode = frame ?? root;
  const shown = [...scope.querySelectorAll<HTMLElement>('[role="alert"], button')].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
  // What a customer sees is the rendered text, without what is hidden (a closed disclosure's raw details).
  const rendered = (frame ? [frame] : host ? [...root.children] : [document.body]) as HTMLElement[];
  const [title = '', text = '', ...alerts] = [
    scope.querySelector('h1')?.textContent,
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is read.
    rendered.map((el) => el.innerText).join(' '),
    ...shown.filter((el) => !(el instanceof HTMLButtonElement)).map((el) => el.textContent),
  ].map((words) => (words ?? '').replace(/\s+/g, ' ').trim());
  return {
    title,
    text,
    alerts: alerts.filter(Boolean),
    buttons: shown
      .filter((el): el is HTMLButtonElement => el instanceof HTMLButtonElement)
      .map((button) => ({
        name: (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim(),
        enabled: !button.disabled,
        primary: button.classList.contains('crw-primary'),
      })),
    codeStep: scope.querySelector('input[autocomplete="one-time-code"]') !== null,
    calculator: scope.querySelector('[data-testid="pay-field"]') !== null,
    vault: Object.fromEntries([...scope.querySelectorAll('[data-testid^="vault-"]')].map((el) => [(el.getAttribute('data-testid') ?? '').slice('vault-'.length), el.getAttribute('data-state') ?? ''])),
  };
}

/** What changes when the screen answers (its running timers and countdowns left out). */
function signature(view: View | null): string {
  if (!view) return 'blank';
  const buttons = view.buttons.map((b) => `${b.name.replace(/\d+/g, '#')}${b.enabled ? '' : ' (off)'}`);
  return JSON.stringify([view.title, view.alerts, buttons, view.codeStep, view.vault]);
}

/** The customer's failure: the purchase cannot go on, and why. */
class Stop extends Error {}

type Step = (customer: Customer, view: View) => Promise<'pressed' | 'waited'>;

export class Customer {
  private readonly ui: FrameLocator | Locator;
  private readonly t: TFunction;
  /** The ways on a failure offers, by their names on screen. */
  private readonly retryNames: Set<string>;
  private readonly steps: ReadonlyMap<string, Step>;
  private readonly endings: ReadonlyMap<string, 'paid' | 'unpaid'>;
  private reloads = 0;
  /** Screens that show the payment under way (the money asked for or sent), and the first of them seen. */
  private readonly paying: ReadonlySet<string>;
  private paymentSeen: string | null = null;
  private readonly visits = new Map<string, number>();

  constructor(private readonly purchase: Purchase) {
    const { page, embed, t } = purchase;
    this.t = t;
    this.ui = embed === 'iframe' ? page.frameLocator('iframe.ramp-frame') : page.locator('crypto-ramp-widget');
    this.retryNames = new Set([t('errors.tryAgain'), t('sell.retry'), t('order.retry'), t('cardPayment.retry'), t('kyc.retry')]);
    const wait: Step = async () => 'waited';
    this.steps = new Map<string, Step>([
      [t('converter.buyTitle'), (c) => c.calculator()],
      [t('converter.sellTitle'), (c, v) => c.pressPrimary(v)],
      [t('walletAddress.title'), (c, v) => c.walletAddress(v)],
      [t('login.title'), (c, v) => c.login(v)],
      // Welcome back, buying or selling (one string).
      [t('greeting.title'), (c, v) => c.pressPrimary(v)],
      [t('userInfo.title'), (c, v) => c.pressPrimary(v)],
      [t('cardPayment.selectTitle'), (c, v) => c.savedCard(v)],
      [t('cardPayment.detailsTitle'), (c, v) => c.cardDetails(v)],
      [t('cardPayment.confirmTitle'), (c, v) => c.confirmCard(v)],
      [t('auth.smsTitle'), (c, v) => c.providerCode(v)],
      [t('auth.bankTitle'), (c, v) => c.providerCode(v)],
      [t('cardSelect.title'), (c, v) => c.payoutCardChoice(v)],
      [t('cardCreate.title'), (c, v) => c.payoutCard(v)],
      // The crash page: its Try again is pressed like any way on (and counted: it is a render error).
      [t('errors.genericTitle'), wait],
      [t('auth.title'), wait],
      [t('order.title'), wait],
      [t('order.processingTitle'), wait],
      [t('order.almostDone'), wait],
      [t('kycWaiting.title'), wait],
      [t('sellPayment.title'), wait],
      [t('sellStatus.waitingTitle'), wait],
    ]);
    this.paying = new Set([
      t('order.processingTitle'),
      t('order.almostDone'),
      t('auth.title'),
      t('auth.smsTitle'),
      t('auth.bankTitle'),
      t('sellPayment.title'),
      t('sellStatus.waitingTitle'),
    ]);
    this.endings = new Map<string, 'paid' | 'unpaid'>([
      [purchase.flow === 'buy' ? t('order.done') : t('sellStatus.completeTitle'), 'paid'],
      [t('order.failedTitle'), 'unpaid'],
      [t('order.expiredTitle'), 'unpaid'],
      [t('order.onHoldTitle'), 'unpaid'],
      [t('limit.title'), 'unpaid'],
      [t('sellStatus.failedTitle'), 'unpaid'],
      [t('banned.title'), 'unpaid'],
      [t('kycProblems.title'), 'unpaid'],
      [t('countryUnavailable.title'), 'unpaid'],
    ]);
  }

  /** The whole purchase, from whatever the widget shows to an ending. */
  async buy(): Promise<Outcome> {
    const { timeline, t } = this.purchase;
    const deadline = Date.now() + PURCHASE_MS;
    let seen = '';
    let changedAt = Date.now();
    let blankSince: number | null = null;
    let title: string | null = null;
    /** The step on screen (the login's e-mail and code steps share a title) and the tries on it. */
    let step = '';
    let attempts = 0;
    let crashes = 0;
    const loadingFields = new Map<string, number>();
    let view: View | null = null;
    const outcome = (ending: Outcome['ending'], why: string): Outcome => ({ ending, screen: view?.title ?? '', text: view?.text ?? '', why, crashes });
    try {
      for (;;) {
        view = await this.look();
        if (signature(view) !== seen) {
          seen = signature(view);
          changedAt = Date.now();
        }
        if (!view || view.text === '') {
          if (blankSince === null) timeline.note('the widget is blank');
          blankSince ??= Date.now();
          if (Date.now() - blankSince > BLANK_MS) throw new Stop(`the widget was blank for ${BLANK_MS / 1000} s${this.browserErrorPage() ? " (its frame shows the browser's own error page)" : ''}`);
          await this.answer(seen, ANSWER_MS);
          continue;
        }
        blankSince = null;
        if (`${view.title}${view.codeStep}` !== step) {
          step = `${view.title}${view.codeStep}`;
          attempts = 0;
        }
        if (view.title !== title) {
          title = view.title;
          loadingFields.clear();
          timeline.note(`screen "${title}"${view.alerts.length ? `: ${view.alerts.join(' / ')}` : ''}`);
          if (title === t('errors.genericTitle')) crashes += 1;
          if (crashes >= MAX_CRASHES) throw new Stop(`the crash page showed ${crashes} times: its Try again does not get past what broke`);
          this.checkWay(title);
          if (await this.maybeReload(title)) continue;
        }
        if (view.calculator && this.paymentSeen) throw new Stop(`back on the calculator after "${this.paymentSeen}": the order under way is gone from the screen`);
        const ending = this.endings.get(view.title);
        if (ending === 'paid') return outcome('paid', 'paid');
        if (ending === 'unpaid') throw new Stop(`ended on "${view.title}" although the test card pays`);
        this.checkVaultFields(view, loadingFields);
        if (Date.now() > deadline) return outcome(...this.giveUp(view, `not done in ${PURCHASE_MS / 1000} s`));
        const tried = await this.act(view);
        if (tried !== 'waited') attempts += 1;
        if (attempts > MAX_ATTEMPTS) return outcome(...this.giveUp(view, `${MAX_ATTEMPTS} tries on "${view.title}" did not get past it`));
        if (tried === 'waited' && Date.now() - changedAt > STUCK_MS && !this.wayOn(view)) throw new Stop(`stuck on "${view.title}" for ${STUCK_MS / 1000} s without a way on`);
        await this.answer(seen, tried === 'pressed' ? ANSWER_MS : ANSWER_MS / 2);
      }
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
      return outcome('failed', error.message);
    }
  }

  /**
   * A screen off this purchase's way stops it (one of another payment method, say); one that shows the
   * payment under way is noted: the calculator after it means the widget lost the order (a customer would
   * pay a second time).
   */
  private checkWay(title: string): void {
    if (title !== '' && !this.steps.has(title) && !this.endings.has(title)) throw new Stop(`reached "${title}", a screen this purchase does not go through`);
    if (this.paying.has(title)) this.paymentSeen ??= title;
  }

  /**
   * A secure field the widget still shows loading (its frame never reported) after VAULT_FIELD_MS, with no
   * way offered to load it again, leaves the customer unable to type their card and unaware why.
   */
  private checkVaultFields(view: View, loadingSince: Map<string, number>): void {
    const failedWithRetry = view.buttons.some((b) => b.enabled && this.retryNames.has(b.name));
    for (const [name, state] of Object.entries(view.vault)) {
      if (state !== 'loading' || failedWithRetry) {
        loadingSince.delete(name);
        continue;
      }
      const since = loadingSince.get(name) ?? Date.now();
      loadingSince.set(name, since);
      if (Date.now() - since > VAULT_FIELD_MS) throw new Stop(`the secure field "${name}" did not load in ${VAULT_FIELD_MS / 1000} s, and the widget said nothing`);
    }
  }

  /** The screen as it is now; a technical word (or a string's key) on it stops the purchase, noted with the screen. */
  private async look(): Promise<View | null> {
    const frame = this.widgetFrame();
    const view = frame ? await frame.evaluate(readScreen, this.purchase.embed === 'tag').catch(() => null) : null;
    const technical = view ? (TECHNICAL.exec(view.text)?.[0] ?? STRING_KEYS.find((key) => view.text.includes(key))) : undefined;
    if (view && technical) {
      this.purchase.timeline.note(`technical text "${technical}" on "${view.title}": ${view.text.slice(0, 300)}`);
      throw new Stop(`technical text "${technical}" on "${view.title}"`);
    }
    return view;
  }

  /** The iframe embed's frame holds the browser's error page (its document could not load). */
  private browserErrorPage(): boolean {
    return this.purchase.embed === 'iframe' && this.purchase.page.frames().some((frame) => frame.url().startsWith('chrome-error:'));
  }

  private widgetFrame(): Frame | null {
    const { page, embed, widgetOrigin } = this.purchase;
    if (embed === 'tag') return page.mainFrame();
    return page.frames().find((frame) => frame.url().startsWith(widgetOrigin)) ?? null;
  }

  /**
   * Waits (up to `ms`) for the screen to answer: to change from `seen`, then hold still for a moment (a
   * button going busy and a screen going away are not yet the answer).
   */
  private async answer(seen: string, ms: number): Promise<void> {
    const until = Date.now() + ms;
    let last = seen;
    let since = Date.now();
    while (Date.now() < until) {
      const now = signature(await this.look());
      if (now !== last) {
        last = now;
        since = Date.now();
      } else if (now !== seen && Date.now() - since >= SETTLE_MS) {
        return;
      }
      await sleep(READ_EVERY_MS);
    }
  }

  /** A customer may reload on reaching a screen (seeded; never offline: the page would be the browser's). */
  private async maybeReload(title: string): Promise<boolean> {
    const visit = (this.visits.get(title) ?? 0) + 1;
    this.visits.set(title, visit);
    if (!this.purchase.reloads || title === '' || this.endings.has(title) || this.reloads >= MAX_RELOADS || this.purchase.network.offline) return false;
    if (stream(this.purchase.seed, `reload ${title}#${visit}`)() >= RELOAD_CHANCE) return false;
    this.reloads += 1;
    this.purchase.timeline.note(`reload on "${title}"`);
    await this.purchase.page.reload({ waitUntil: 'domcontentloaded', timeout: 20_000 }).catch((error: Error) => {
      this.purchase.timeline.note(`reload failed: ${error.message.split('\n')[0]}`);
    });
    return true;
  }

  /**
   * The screen's part, a way on first. An action the screen changed under (or that could not be done, as
   * a field that is not there) is a try that did not go through, not a failure of the purchase.
   */
  private async act(view: View): Promise<'pressed' | 'waited' | 'did not go through'> {
    const retry = view.buttons.find((b) => b.enabled && this.retryNames.has(b.name));
    try {
      if (retry) return await this.press(retry.name);
      const step = this.steps.get(view.title);
      // A screen the purchase does not expect (or a loading one, untitled), or one whose button is off
      // (busy, or not ready): wait for it to change.
      if (!step || !view.buttons.some((b) => b.primary && b.enabled)) return 'waited';
      return await step(this, view);
    } catch (error) {
      if (error instanceof Stop) throw error;
      const vault = Object.entries(view.vault).map(([name, state]) => `${name} ${state}`).join(', ');
      this.purchase.timeline.note(`try on "${view.title}" did not go through: ${(error as Error).message.split('\n')[0]}${vault ? ` (secure fields: ${vault})` : ''}`);
      return 'did not go through';
    }
  }

  /** Somewhere to go from here: a message with a button to press. */
  private wayOn(view: View): boolean {
    return view.buttons.some((b) => b.enabled && (b.primary || this.retryNames.has(b.name)));
  }

  /** Giving up on a screen passes only when it says what failed and offers a way on. */
  private giveUp(view: View, why: string): [Outcome['ending'], string] {
    const explained = view.alerts.length > 0 && this.wayOn(view);
    this.purchase.timeline.note(`gave up: ${why}${explained ? ' (the screen explains and offers a way on)' : ''}`);
    return explained ? ['explained', why] : ['failed', `${why}, and the screen offers no explained way on`];
  }

  private async press(name: string): Promise<'pressed'> {
    this.purchase.timeline.note(`press "${name}"`);
    await this.ui.getByRole('button', { name, exact: true }).locator('visible=true').first().click({ timeout: PRESS_MS });
    return 'pressed';
  }

  /** The screen's own button, when it is on. */
  private async pressPrimary(view: View): Promise<'pressed' | 'waited'> {
    const primary = view.buttons.find((b) => b.primary && b.enabled);
    return primary ? this.press(primary.name) : 'waited';
  }

  private async calculator(): Promise<'pressed' | 'waited'> {
    const method = this.ui.locator('select').first();
    if ((await method.inputValue({ timeout: ACTION_MS })) !== 'card') {
      this.purchase.timeline.note('chooses Card');
      await method.selectOption('card', { timeout: ACTION_MS });
    }
    const view = await this.look();
    return view ? this.pressPrimary(view) : 'waited';
  }

  private async walletAddress(view: View): Promise<'pressed' | 'waited'> {
    const field = this.ui.getByRole('textbox');
    if ((await field.inputValue({ timeout: ACTION_MS })) === '') await field.fill('0x1111111111111111111111111111111111111111', { timeout: ACTION_MS });
    return this.pressPrimary(view);
  }

  /** The e-mail step, or the code step with the latest code mailed (a new one asked for when it is spent). */
  private async login(view: View): Promise<'pressed' | 'waited'> {
    const { t } = this;
    if (!view.codeStep) {
      const email = this.ui.getByLabel(t('login.email'), { exact: true });
      if ((await email.inputValue({ timeout: ACTION_MS })) !== this.purchase.email) await email.fill(this.purchase.email, { timeout: ACTION_MS });
      await this.ui.getByLabel(`${t('login.agreePrefix')} ${t('login.terms')}`).check({ timeout: ACTION_MS });
      return this.pressPrimary(view);
    }
    const spent = view.alerts.some((alert) => alert === t('login.codeExpired') || alert === t('login.codeAttemptsExceeded'));
    const latest = await this.purchase.latestCode();
    const field = this.ui.getByLabel(t('login.code'), { exact: true });
    if (!spent && latest && (await field.inputValue({ timeout: ACTION_MS })) !== latest) {
      this.purchase.timeline.note('types the mailed code');
      // Six digits submit by themselves.
      await field.fill(latest, { timeout: ACTION_MS });
      return 'pressed';
    }
    const resend = view.buttons.find((b) => b.name === t('login.resend') && b.enabled);
    if (spent || !latest) return resend ? this.press(resend.name) : 'waited';
    return this.pressPrimary(view);
  }

  /** Types the secure fields the screen shows and has not taken yet, each into the vault's own frame. */
  private async typeIntoVault(view: View, fields: [VaultField, string][]): Promise<void> {
    for (const [name, value] of fields) {
      const state = view.vault[name];
      if (state === undefined || state === 'valid') continue;
      const input = this.ui.frameLocator(`[id$="-${name}"] > iframe`).locator('input');
      await input.fill('', { timeout: ACTION_MS });
      await input.pressSequentially(value, { timeout: ACTION_MS });
      await this.ui.locator(`[data-testid="vault-${name}"][data-state="valid"]`).waitFor({ timeout: ACTION_MS });
    }
  }

  /** Select card: the saved card (chosen already), its security code in place, Proceed. */
  private async savedCard(view: View): Promise<'pressed' | 'waited'> {
    const last4 = this.purchase.card.number.slice(-4);
    const choice = this.ui.getByRole('radio', { name: this.t('cardPayment.cardEnding', { last4 }) });
    if (!(await choice.isChecked({ timeout: ACTION_MS }))) await choice.check({ timeout: ACTION_MS });
    await this.typeIntoVault(view, [['cvv', '123']]);
    return this.pressPrimary((await this.look()) ?? view);
  }

  /** Enter card details: a new card (not saved), or a saved card's security code; Proceed. */
  private async cardDetails(view: View): Promise<'pressed' | 'waited'> {
    const { number, saved } = this.purchase.card;
    await this.typeIntoVault(view, saved ? [['cvv', '123']] : testCardFields(number));
    const save = this.ui.getByRole('checkbox', { name: this.t('cardForm.saveCard') });
    if (!saved && (await save.isChecked({ timeout: ACTION_MS }))) await save.uncheck({ timeout: ACTION_MS });
    return this.pressPrimary((await this.look()) ?? view);
  }

  /** Confirm transaction: agree, Buy Now. */
  private async confirmCard(view: View): Promise<'pressed' | 'waited'> {
    await this.ui.getByRole('checkbox', { name: this.t('confirm.agree') }).check({ timeout: ACTION_MS });
    return this.pressPrimary(view);
  }

  /** The bank's SMS or BANK code (the sandbox's is 123456), Authorize. */
  private async providerCode(view: View): Promise<'pressed' | 'waited'> {
    const field = this.ui.getByLabel(this.t('auth.code'), { exact: true });
    if ((await field.inputValue({ timeout: ACTION_MS })) !== '123456') await field.fill('123456', { timeout: ACTION_MS });
    return this.pressPrimary(view);
  }

  /** Payout card: a saved one (the first is chosen), Proceed. */
  private async payoutCardChoice(view: View): Promise<'pressed' | 'waited'> {
    const radios = this.ui.getByRole('radio');
    if ((await radios.count()) > 0 && !(await radios.first().isChecked({ timeout: ACTION_MS }))) await radios.first().check({ timeout: ACTION_MS });
    return this.pressPrimary(view);
  }

  /** Add a payout card: the card in the vault's fields, a date of birth, the terms, Proceed. */
  private async payoutCard(view: View): Promise<'pressed' | 'waited'> {
    const { t } = this;
    await this.typeIntoVault(view, testCardFields(this.purchase.card.number, { payout: true }));
    const birth = this.ui.getByLabel(t('cardCreate.dateOfBirth'));
    if ((await birth.inputValue({ timeout: ACTION_MS })) === '') await birth.fill('10.12.1985', { timeout: ACTION_MS });
    await this.ui.getByRole('checkbox', { name: t('cardCreate.agree') }).check({ timeout: ACTION_MS });
    return this.pressPrimary((await this.look()) ?? view);
  }
}
