import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app';

/** One server-sent event as a browser's EventSource would see it, or a comment line. */
export interface ReceivedEvent {
  id?: string;
  data?: unknown;
  retry?: number;
  comment?: string;
}

export interface SseClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of a refusal (JSON), when the status is not 200. */
  body: string;
  /** Every event and comment so far, in order. */
  received: ReceivedEvent[];
  /**
   * Resolves with the first matching event received since index `from` (default: since the
   * beginning, so an event that arrived before the call, as it may on a fast server, is found).
   */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number, from?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Disconnects, as a closed tab does. */
  close(): void;
}

export const baseUrl = (app: App): string => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A real HTTP connection to a listening app, reading text/event-stream as it arrives. */
export function openSse(app: App, path: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl(app)}${path}`, {
      headers: { accept: 'text/event-stream', ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const received: ReceivedEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let body = '';
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((done) => (endedResolve = done));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (res.statusCode !== 200) {
          body += chunk;
          return;
        }
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: ReceivedEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = line.slice(1).trim();
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('retry: ')) event.retry = Number(line.slice(7));
            else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
          }
          received.push(event);
        }
        for (const wake of [...waiters]) wake();
      });
      const finish = () => {
        endedResolve();
        for (const wake of [...waiters]) wake();
      };
      res.on('end', finish);
      res.on('close', finish);
      let done = false;
      res.on('end', () => (done = true));
      res.on('close', () => (done = true));
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        get body() {
          return body;
        },
        received,
        ended,
        next(match, timeoutMs = 3_000, from = 0) {
          return new Promise((found, fail) => {
            const look = () => {
              const hit = received.slice(from).find(match);
              if (hit) {
                cleanup();
                found(hit);
              } else if (done) {
                cleanup();
                fail(new Error(`stream ended without the event; got ${JSON.stringify(received)}`));
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(received)}`));
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(look);
            };
            waiters.add(look);
            look();
          });
        },
        close() {
          req.destroy();
        },
      };
      if (res.statusCode !== 200) res.on('end', () => resolve(client));
      else resolve(client);
    });
    req.end();
  });
}
