import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Set when the client gave up (aborted) before the answer was sent. */
  aborted?: boolean;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type FakeRoute = (request: RecordedRequest) => FakeReply;

export interface FakeApi {
  /** Absolute base URL to hand to configureApi, e.g. http://127.0.0.1:41234/api */
  baseUrl: string;
  requests: RecordedRequest[];
  reply(route: FakeRoute): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 playing the platform API for one test file. */
export async function startFakeApi(): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  let route: FakeRoute = () => ({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } });
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      res.on('close', () => {
        if (!res.writableEnded) recorded.aborted = true;
      });
      const { status = 200, body, headers = {}, delayMs = 0 } = route(recorded);
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      const contentType = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': contentType, ...headers });
        res.end(text);
      };
      if (delayMs > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, delayMs);
        timers.add(timer);
      } else send();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    reply(next) {
      route = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A base URL on which nothing listens (connection refused). */
export async function closedPortBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}
