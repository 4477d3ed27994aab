/**
 * A request a server could not read. Node would answer oversized headers with a bare 431 (no CORS headers,
 * so a browser reports only 'Failed to fetch'); the sandbox's servers answer with what happened.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** A reply written straight to the socket (the request never reached a handler). */
export type HttpReply = { status: number; type: string; body: string; headers?: string };

/** Answers requests `server` could not read: oversized headers with `tooLarge`'s reply, anything else 400. */
export function answerClientErrors(server: Server, tooLarge: (raw: string) => HttpReply) {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (!socket.writable) return void socket.destroy();
    const reply: HttpReply =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? tooLarge(error.rawPacket?.toString('latin1') ?? '')
        : { status: 400, type: 'text/plain; charset=utf-8', body: 'Bad request' };
    const body = Buffer.from(reply.body, 'utf8');
    const reason = reply.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(
      `HTTP/1.1 ${reply.status} ${reason}\r\nContent-Type: ${reply.type}\r\nContent-Length: ${body.length}\r\n${reply.headers ?? ''}Connection: close\r\n\r\n${body.toString('latin1')}`,
      'latin1',
    );
  });
}
