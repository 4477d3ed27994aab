/**
 * The element's attribute table: property → r2wc type. Data only (never r2wc's `function` type, which
 * looks a name up on window). camelCase properties map to kebab-case attributes: apiKey ↔ api-key. The
 * element's typed properties, the observed attributes and the options the widget reads all derive from it.
 */
export const ELEMENT_ATTRIBUTES = {
  apiKey: 'string',
  signature: 'string',
  /** The merchant's JSON payload as a string, exactly as signed. */
  payload: 'string',
  /**
   * The merchant's default fiat currency (spec 2 §1 "plus defaultCurrency"): what the buy calculator pays
   * and the sell calculator receives unless the payload names currencies. Not signed: a preference only.
   */
  defaultCurrency: 'string',
  lang: 'string',
  apiUrl: 'string',
  environment: 'string',
  /** An order id: the element opens that order's public tracking page (a deep link inside the element). */
  trackOrder: 'string',
  /** 'buy' (default) or 'sell': where a customer with nothing under way starts. */
  flow: 'string',
  /** Names this widget: its saved route, calculator and orders are its own (several widgets on one page). */
  widgetId: 'string',
  /** 'inline' (default: rendered in the element's shadow root) or 'frame' (the iframe page inside the element). */
  embed: 'string',
  /** The iframe page's address: frame mode loads it, tracking links point to it (default: the build's). */
  widgetUrl: 'string',
  /** 'light' (default), 'dark' or 'auto' (follows prefers-color-scheme). Changes live, without a restart. */
  theme: 'string',
  /** Sandbox only (tests, demos): every wait of the widget (polls, time limits) multiplied by this, above 0 and at most 1. */
  timeScale: 'string',
  /**
   * Present (not "false"): the integration doctor's findings also go to the console, outside the sandbox
   * too (state/diagnostics.ts reads the attribute itself, when it tells one: it changes live, without a restart).
   */
  debug: 'boolean',
} as const;

export type ElementProp = keyof typeof ELEMENT_ATTRIBUTES;
export type ElementProps = { [K in ElementProp]?: (typeof ELEMENT_ATTRIBUTES)[K] extends 'boolean' ? boolean : string };

/** api-key → apiKey, for every attribute of the table. */
export const PROP_OF_ATTRIBUTE: Readonly<Record<string, ElementProp>> = Object.fromEntries(
  (Object.keys(ELEMENT_ATTRIBUTES) as ElementProp[]).map((prop) => [prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), prop]),
);
