/** What an embed gives its widget: the launch, the addresses, the stores, the bridge, the host's ways. */
import type { EarlyReplies } from '../api/early';
import type { Timings } from '../domain/timings';
import type { HostBridge } from '../host/bridge';
import type { VaultConfig } from '../integrations/cardVault';
import type { Environment } from '../integrations/errorReporting';
import type { LaunchInput } from './startup';
import type { KeyValueStore } from './storage';

export type WidgetConfig = {
  launch: LaunchInput;
  apiUrl: string;
  nearRpcUrl: string;
  environment: Environment;
  errorDsn: string | null;
  /** The merchant's default fiat currency (launch parameter `defaultCurrency`), if any. */
  defaultCurrency: string | null;
  /** The merchant's `lang` choice, if any. */
  requestedLanguage: string | null;
  browserLanguage: string | null;
  /** `refcode` from the page's query string, sent with sign-up. */
  refcode: string | null;
  bridge: HostBridge;
  local: KeyValueStore;
  session: KeyValueStore;
  /** Problems with options from outside other than the signed launch parameters (bad api-url, ...). */
  configProblems: string[];
  /** 'Try again': the iframe page reloads itself; the element remounts (never reloads the host page). */
  restart: () => void;
  /** The card vault (VGS Collect or the backend's stand-in). */
  vault: VaultConfig;
  /**
   * The custom element itself (null on the iframe page). Third-party fields that look themselves up with
   * document.querySelector (the vault's) live in its light DOM and show through a <slot>.
   */
  lightDomHost: HTMLElement | null;
  /** The iframe page's address, for links anyone can open (order tracking). */
  widgetPageUrl: string;
  /** This widget's name among several on one page (storage of its own state, `widgetId` in messages). */
  widgetId: string;
  /** Where the embed asked to start (the element's `track-order`), instead of where the customer was. */
  initialPath: string | null;
  /** Where a customer with no screen to return to starts (the element's `flow="sell"`). */
  startPath: string | null;
  /** The waits: the spec's, or a sandbox embed's scaled ones (`time-scale`). */
  timings: Timings;
  /**
   * The origin of the page the customer sees the widget in (the element's page, the iframe page's parent;
   * null when a frame cannot tell): sent with the merchant check, which refuses a page the merchant did not allow.
   */
  pageOrigin: string | null;
  /** Replies to start-up's calls the entry sent before this code arrived (src/api/early.ts), if any. */
  early: EarlyReplies | null;
};
