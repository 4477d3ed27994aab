/** What every route module shares: the handler and route types, the bearer token, signed-in handlers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from '../http';
import type { Customer } from '../customers';
import type { Store } from '../store';

export type ApiRequest = {
  req: IncomingMessage;
  res: ServerResponse;
  base: string;
  path: string;
  query: URLSearchParams;
  store: Store;
  /** The sandbox's own API origin, for absolute URLs of what it serves (currency logos). */
  apiOrigin: string;
  /** The iframe page's origin (its calls name the page it is framed in, `pageOrigin`). */
  widgetOrigin: string;
  /** Origins configured for the sandbox (SANDBOX_ORIGINS): allowed for every merchant, as local pages are. */
  configuredOrigins: readonly string[];
};
export type Handler = (request: ApiRequest, params: string[]) => Promise<void> | void;
export type RouteTable = [method: string, base: string, pattern: RegExp, handler: Handler][];

export function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

/** A handler for signed-in customers: 401 without a session, 403 for a blocked customer. */
export const signedIn =
  (handler: (request: ApiRequest, customer: Customer, params: string[]) => Promise<void> | void): Handler =>
  (request, params) => {
    const customer = request.store.customerByToken(bearer(request.req));
    if (!customer) return sendError(request.res, 'authentication_error', 'Unauthorized', null, 401);
    if (customer.isBlocked) return sendError(request.res, 'customer_is_blocked', 'Customer is blocked', null, 403);
    return handler(request, customer, params);
  };
