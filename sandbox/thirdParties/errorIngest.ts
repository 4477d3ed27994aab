/** The error-reporting service's stand-in (Sentry's envelope endpoint, `/api/{project}/envelope/` on the API origin). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Controls } from '../controls';
import { readBody, sendJson } from '../http';

/** Newline-separated JSON, text/plain (no preflight). Keeps `event` items, for tests to read (`error-reports`). */
export async function ingestErrorReport(req: IncomingMessage, res: ServerResponse, controls: Controls) {
  const text = await readBody(req);
  const lines = text.split('\n').filter(Boolean);
  const events: unknown[] = [];
  for (let i = 1; i < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}'));
    } catch {
      // A malformed item is ignored, as Sentry would.
    }
  }
  if (events.length > 0) controls.recordErrorReport(events);
  if (!res.hasHeader('Access-Control-Allow-Origin')) res.setHeader('Access-Control-Allow-Origin', '*');
  sendJson(res, {});
}
