/**
 * The element's attribute table: property → r2wc type. Data only (never r2wc's `function` type, which
 * looks a name up on window). camelCase properties map to kebab-case attributes: apiKey ↔ api-key.
 */
export const ELEMENT_ATTRIBUTES = {
  apiKey: 'string',
  signature: 'string',
  /** The merchant's JSON payload as a string, exactly as signed. */
  payload: 'string',
  lang: 'string',
  apiUrl: 'string',
  environment: 'string',
  /** An order id: the element opens that order's public tracking page (a deep link inside the element). */
  trackOrder: 'string',
  /** 'buy' (default) or 'sell': where a customer with nothing under way starts. */
  flow: 'string',
} as const;

export type ElementProps = { [K in keyof typeof ELEMENT_ATTRIBUTES]?: string };
