/** Small HTTP helpers for the sandbox: the spec's `result`/`error` envelopes, JSON bodies, CORS. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chosenEncoding } from './files';
import { answerLanguage, translated, translatedPayload } from './messages';

/** The language each reply is in (from its request's Accept-Language), for error messages. */
const replyLanguage = new WeakMap<ServerResponse, 'es' | 'pt' | null>();

/** Errors in this reply speak the request's language, where the sandbox has it (see messages.ts). */
export function answerIn(res: ServerResponse, acceptLanguage: string | undefined) {
  replyLanguage.set(res, answerLanguage(acceptLanguage));
}

export function sendResult(res: ServerResponse, result: unknown, status = 200) {
  sendJson(res, { result }, status);
}

export function sendError(res: ServerResponse, code: string, message: string, payload: unknown = null, status = 400) {
  const language = replyLanguage.get(res) ?? null;
  sendJson(res, { error: { code, message: translated(message, language), payload: translatedPayload(payload, language) } }, status);
}

/** A call refused, as a rule returns it for its route to send (`sendRefusal`): the error envelope's fields and the status. */
export type Refusal = { ok: false; code: string; message: string; payload: unknown; status: number };

export function sendRefusal(res: ServerResponse, refusal: Refusal) {
  sendError(res, refusal.code, refusal.message, refusal.payload, refusal.status);
}

/** Replies this long or longer go compressed in an encoding the caller takes, as a production API's do. */
const COMPRESS_FROM_BYTES = 1024;

/** Each reply's JSON as written, before its compression (idempotency.ts keeps it to send again). */
const writtenJson = new WeakMap<ServerResponse, string>();

export function jsonWritten(res: ServerResponse): string | undefined {
  return writtenJson.get(res);
}

export function sendJson(res: ServerResponse, body: unknown, status = 200) {
  const text = JSON.stringify(body);
  writtenJson.set(res, text);
  const bytes = Buffer.from(text);
  const encoding = bytes.length >= COMPRESS_FROM_BYTES ? chosenEncoding(res.req?.headers['accept-encoding']) : null;
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Accept-Encoding', ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  // A fast brotli level: each reply is compressed as it goes, not once at build time.
  res.end(encoding === 'br' ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : encoding === 'gzip' ? gzipSync(bytes) : bytes);
}

/** A request the sandbox refuses as a careful backend would: 400 (unreadable) or 413 (too large), with the envelope. */
export class BadRequest extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** The largest request body the sandbox reads; a larger one is refused without being buffered. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Bodies already read, so a check before routing and the handler read the same text. */
const bodies = new WeakMap<IncomingMessage, Promise<string>>();

export function readBody(req: IncomingMessage): Promise<string> {
  let body = bodies.get(req);
  if (!body) {
    body = readBodyOnce(req);
    bodies.set(req, body);
  }
  return body;
}

async function readBodyOnce(req: IncomingMessage): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new BadRequest(413, 'The request body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest(413, 'The request body is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequest(400, 'The request body is not valid JSON');
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Local origins of any port, plus those configured (SANDBOX_ORIGINS, comma-separated). */
export function isAllowedOrigin(origin: string, configured: string[]): boolean {
  if (configured.includes(origin)) return true;
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
}

export const ALLOWED_HEADERS = 'Authorization, Accept-Language, X-Merchant-Data, Content-Type, Idempotency-Key';

/** `allowedHeaders`: the request headers a page's calls may carry (a test may leave one out). */
export function applyCors(req: IncomingMessage, res: ServerResponse, configured: string[], allowedHeaders = ALLOWED_HEADERS): boolean {
  const origin = req.headers.origin;
  if (!origin || !isAllowedOrigin(origin, configured)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Headers', allowedHeaders);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  // A preflight's answer is kept two hours (Chromium's cap; Firefox would keep it a day): a repeat visit
  // sends its calls without one.
  res.setHeader('Access-Control-Max-Age', '7200');
  res.setHeader('Vary', 'Origin');
  return true;
}
