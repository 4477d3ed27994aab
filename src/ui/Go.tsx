/** A screen that is not the customer's to see here sends them on, in place (the back button skips it). */
import { Redirect } from 'wouter';
import type { Route } from '../domain/routes';

export function Go({ to }: { to: Route }) {
  return <Redirect to={to} replace />;
}
