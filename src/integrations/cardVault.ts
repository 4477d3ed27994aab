/**
 * The card vault: card number, expiry, security code and holder are typed into VGS Collect fields, each an
 * iframe on the vault's origin, so they never enter the widget's DOM or its own requests. The widget codes
 * against the Collect.js API in both modes: production loads Collect.js 2.25.1 through `@vgs/collect-js`;
 * sandbox mode loads the backend's Collect-compatible stand-in and never calls VGS (its loader pings VGS).
 * Collect.js defines `window.VGSCollect` on the page, as VGS's own embed does; nothing else is global.
 * Loaded with the card form only (dynamic import), never in the first load.
 */
import { type Infer, array, boolean, func, optional, record, string, type, validate } from 'superstruct';
import { TimeoutError, VaultValidationError } from '../api/errors';

export type VaultConfig =
  | { kind: 'sandbox'; scriptUrl: string; vaultId: string; environment: string }
  | { kind: 'vgs'; vaultId: string; environment: string; cname: string | null };

export const COLLECT_VERSION = '2.25.1';

/**
 * How a field's value leaves the vault (spec 1 §5, spec 2 §5 and §7): the card number and the expiry
 * without spaces, the expiry with a two-digit year: `4242424242424242`, `12/39`.
 */
const WITHOUT_SPACES = [{ name: 'replace', options: { old: ' ', new: '' } }];
const SENT_AS: Partial<Record<VaultFieldType, Record<string, unknown>>> = {
  'card-number': { serializers: WITHOUT_SPACES },
  'card-expiration-date': { serializers: WITHOUT_SPACES, yearLength: 2 },
};

const FieldStateSchema = type({
  name: optional(string()),
  isValid: boolean(),
  isEmpty: boolean(),
  isDirty: optional(boolean()),
  isTouched: optional(boolean()),
  isFocused: optional(boolean()),
  errorMessages: optional(array(string())),
  cardType: optional(string()),
  last4: optional(string()),
});
export type VaultFieldState = Infer<typeof FieldStateSchema>;
export type VaultState = Record<string, VaultFieldState>;

export type VaultFieldType = 'card-number' | 'card-expiration-date' | 'card-security-code' | 'text';

/** A mounted field: Collect.js 2.x restyles one with `update({ css })`. */
type CollectField = { update?(props: Record<string, unknown>): void };

type CollectForm = {
  field(selector: string, props: Record<string, unknown>): CollectField | undefined;
  submit(
    path: string,
    options: Record<string, unknown>,
    success: (status: number, body: unknown) => void,
    error: (errors: Record<string, unknown>) => void,
  ): void;
  useCname?(host: string): unknown;
  unmount(): void;
};
type Collect = { create(vaultId: string, environment: string, onState: (state: unknown) => void): CollectForm };

const CollectSchema = type({ create: func() });

/** The request the widget's API client hands to the vault (path under the API root, headers, method). */
export type VaultRequest = { path: string; method: string; headers: Record<string, string>; timeoutMs: number };

export type CardVaultForm = {
  /** Mounts a secure field into `container` (an element with an id), wherever it is: see mountFindable. */
  field(container: HTMLElement, props: { type: VaultFieldType; name: string; placeholder: string; ariaLabel: string; validations: string[] }): void;
  /**
   * Sends a request through the vault: `data` builds the body from placeholders of the field values, which
   * the vault fills in (the widget never sees them). Resolves with the reply's status and body.
   */
  send(request: VaultRequest, data: (fields: Record<string, unknown>) => unknown): Promise<{ status: number; data: unknown }>;
  unmount(): void;
};

let loading: Promise<Collect> | null = null;

async function loadCollect(config: VaultConfig): Promise<Collect> {
  if (config.kind === 'vgs') {
    const { loadVGSCollect } = await import('@vgs/collect-js');
    return checked(await loadVGSCollect({ vaultId: config.vaultId, environment: config.environment, version: COLLECT_VERSION }));
  }
  const existing = (window as { VGSCollect?: unknown }).VGSCollect;
  if (existing) return checked(existing);
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load the card vault from ${config.scriptUrl}`));
    document.head.append(script);
  });
  return checked((window as { VGSCollect?: unknown }).VGSCollect);
}

function checked(candidate: unknown): Collect {
  const [error] = validate(candidate, CollectSchema);
  if (error) throw new Error('The card vault script did not define VGSCollect');
  return candidate as Collect;
}

/** Creates a vault form; `onState` hears each field's state (validity, emptiness, brand, last four digits). */
export async function createCardVault(config: VaultConfig, onState: (state: VaultState) => void): Promise<CardVaultForm> {
  loading ??= loadCollect(config).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  const collect = await loading;
  const form = collect.create(config.vaultId, config.environment, (raw) => {
    const [error, state] = validate(raw, record(string(), FieldStateSchema));
    if (!error) onState(state);
  });
  // biome-ignore lint/correctness/useHookAtTopLevel: Collect.js's custom-host setter, not a React hook.
  if (config.kind === 'vgs' && config.cname) form.useCname?.(config.cname);
  const pendingMoves: (() => void)[] = [];
  return {
    field(container, props) {
      // The theme's colours are read where the field is shown, before a shadow-rooted host parks it.
      let css = followTheme(container);
      let mounted: CollectField | undefined;
      pendingMoves.push(mountFindable(container, () => {
        mounted = form.field(`#${container.id}`, { ...props, ...SENT_AS[props.type], css });
      }));
      // A theme change (attribute, system scheme, a merchant's property) restyles the field where it is.
      container.addEventListener('transitionend', () => {
        const next = fieldCss(container);
        if (JSON.stringify(next) === JSON.stringify(css)) return;
        css = next;
        mounted?.update?.({ css });
      });
    },
    send(request, data) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new TimeoutError(request.path)), request.timeoutMs);
        form.submit(
          request.path,
          { method: request.method, headers: request.headers, data, serialization: 'json' },
          (status, body) => {
            clearTimeout(timer);
            resolve({ status, data: body });
          },
          (errors) => {
            clearTimeout(timer);
            reject(new VaultValidationError(Object.keys(errors)));
          },
        );
      });
    },
    unmount: () => {
      for (const cancel of pendingMoves.splice(0)) cancel();
      form.unmount();
    },
  };
}

/**
 * Collect.js (the real one and our stand-in) finds a field's container with `document.querySelector`,
 * which sees into no shadow root: neither ours (so the element keeps its containers in its light DOM,
 * shown through slots) nor a host app's that holds the element (Lit, Stencil, Angular ShadowDom). A
 * container out of the document's reach is parked at the end of `document.body`, out of sight, while the
 * vault puts its frame in, and then moved back to its place (`moveBefore` keeps the frame's state where the
 * browser has it; elsewhere the frame just starts loading in its final place). Returns a cancel function.
 */
function mountFindable(container: HTMLElement, mount: () => void): () => void {
  const doc = container.ownerDocument;
  if (doc.querySelector(`#${CSS.escape(container.id)}`) === container) {
    mount();
    return () => undefined;
  }
  const home = container.parentNode;
  const next = container.nextSibling;
  const { position, left, top } = container.style;
  Object.assign(container.style, { position: 'fixed', left: '-10000px', top: '0' });
  doc.body.append(container);
  const returnHome = () => {
    Object.assign(container.style, { position, left, top });
    if (home) moveInto(home, container, next && next.parentNode === home ? next : null);
  };
  const hasFrame = () => container.querySelector('iframe') !== null;
  try {
    mount();
  } catch (error) {
    returnHome();
    throw error;
  }
  if (hasFrame()) {
    returnHome();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!hasFrame()) return;
    observer.disconnect();
    returnHome();
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    if (container.parentNode === doc.body) returnHome();
  };
}

type MovingParent = ParentNode & { moveBefore?: (node: Node, child: Node | null) => void };

function moveInto(parent: MovingParent, node: Node, before: Node | null) {
  if (typeof parent.moveBefore === 'function') {
    try {
      parent.moveBefore(node, before);
      return;
    } catch {
      // Not movable atomically here (another document, say): insert, which reloads the frame.
    }
  }
  parent.insertBefore(node, before);
}

/**
 * The fields' text style, in Collect.js's `css` shape, from the widget's theme where the field is shown:
 * its text and placeholder colours and font (a merchant's `--crw-*` properties included), 16 px (iOS
 * Safari zooms into a focused field whose text is smaller), on the field box's own background, painted by
 * the field itself: what checks the field's contrast inside its frame (axe does) sees the colour it is
 * read on, not the white it assumes behind a transparent frame (issue 46: "Name on card" at 2.23:1).
 */
export function fieldCss(container: HTMLElement): Record<string, unknown> {
  const style = getComputedStyle(container);
  return {
    'font-size': '16px',
    'font-family': style.fontFamily,
    color: style.color,
    'background-color': style.textDecorationColor,
    '&::placeholder': { color: style.outlineColor },
  };
}

/**
 * The container carries the theme's colours as computed colours (its text, the placeholder's as an outline
 * colour and the field box's background as a text decoration colour, neither of them drawn) and the vault
 * page's colour scheme, and then a 1 ms transition on the three: any later change of theme ends a
 * transition on it, which is the one signal every engine gives for a custom property changed anywhere
 * above it. Returns the fields' style as it is now (read before the transition is set, which would
 * otherwise start from the colours the container had before).
 */
function followTheme(container: HTMLElement): Record<string, unknown> {
  Object.assign(container.style, {
    color: 'var(--_text)',
    outlineColor: 'var(--_muted)',
    outlineStyle: 'none',
    textDecorationColor: 'var(--_surface)',
    fontFamily: 'var(--_font)',
    // The vault's page has the default (light) colour scheme: a frame whose colour scheme differs from its
    // page's gets an opaque white backdrop from the browser (CSS Color Adjustment), which would show as a
    // white field in the dark theme. The same scheme as its page keeps it transparent on our field box.
    colorScheme: 'light',
  });
  const css = fieldCss(container);
  container.style.transition = 'color 1ms, outline-color 1ms, text-decoration-color 1ms';
  return css;
}
