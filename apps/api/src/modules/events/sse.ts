import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_CSP } from '../../infra/csp';

/** A stream whose client reads too slowly past this much buffered output is closed. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export interface EventStreamOptions {
  /** The `retry:` hint sent first. */
  retryMs: number;
  /** A comment line this often, so proxies keep the connection; `onHeartbeat` runs with it. */
  heartbeatMs: number;
  /** Checked at each heartbeat; false closes the stream. */
  onHeartbeat?: () => Promise<boolean>;
}

/** A server-sent events response in progress. */
export interface EventStream {
  /** Writes one event: `id:` (increasing on this connection) and `data:` (JSON). */
  send(data: unknown): void;
  /** Ends the response (idempotent); the close listeners run once. */
  close(): void;
  onClose(listener: () => void): void;
  readonly closed: boolean;
}

/**
 * Takes the response over from fastify and writes `text/event-stream` by hand: the headers the
 * security hook would have added (it runs on send, which a hijacked reply skips), no compression, no
 * caching and no proxy buffering, the `retry:` hint, then events and heartbeats until either side
 * closes. Everything the stream holds (timer, listeners) is released when the client goes away.
 */
export function startEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): EventStream {
  // What the hooks set so far (the request id); header values fastify keeps are strings or lists.
  const headers = reply.getHeaders() as Record<string, string | string[] | number>;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': API_CSP,
  });
  res.flushHeaders();

  let closed = false;
  let sequence = 0;
  const listeners: Array<() => void> = [];
  const write = (text: string) => {
    if (closed) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      request.log.warn('event stream closed: the client does not read');
      close();
    }
  };
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    if (!options.onHeartbeat || closed) return;
    options.onHeartbeat().then(
      (live) => {
        if (!live) close();
      },
      (error: unknown) => request.log.warn({ err: error }, 'event stream check failed'),
    );
  }, options.heartbeatMs);
  heartbeat.unref();

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const listener of listeners.splice(0)) {
      try {
        listener();
      } catch (error) {
        request.log.error({ err: error }, 'event stream cleanup failed');
      }
    }
    if (!res.writableEnded) res.end();
  };
  // The client went away (tab closed, network lost), or the socket failed. (The response's close,
  // not the request's: a GET's request may report close as soon as it is read.)
  res.on('close', close);
  res.on('error', close);

  write(`retry: ${options.retryMs}\n\n`);
  // The client left while the stream was being prepared: its close event has passed already.
  if (res.destroyed || request.raw.socket.destroyed) close();
  return {
    send(data) {
      sequence += 1;
      write(`id: ${sequence}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close,
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
    get closed() {
      return closed;
    },
  };
}
