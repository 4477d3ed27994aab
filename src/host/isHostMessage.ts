/**
 * The host contract's type guard (host pages and tests read messages with it). Apart from the contract's
 * tables (protocol.ts), which need no schema library: a bundle that takes only the tables (the React
 * component) leaves superstruct out.
 */
import { literal, object, string, unknown, validate } from 'superstruct';
import { CONTRACT_VERSION, HOST_EVENT_TYPES, type HostMessage, MESSAGE_SOURCE } from './protocol';

const HostMessageSchema = object({
  source: literal(MESSAGE_SOURCE),
  version: literal(CONTRACT_VERSION),
  type: string(),
  data: unknown(),
  widgetId: string(),
});

/** The one type guard for messages of this contract (hosts and tests read them with it). */
export function isHostMessage(value: unknown): value is HostMessage {
  const [error, message] = validate(value, HostMessageSchema);
  return !error && (HOST_EVENT_TYPES as string[]).includes(message.type);
}
