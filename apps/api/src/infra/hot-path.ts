import type { FastifyServerFactory } from 'fastify';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/** What a hot route answers: made before the request came (once per body), written as it is. */
export interface HotAnswer {
  status: 200 | 304;
  /** The route's header lines as name, value, name, value… (content-length included). */
  lines: readonly string[];
  body: Buffer | null;
}

/** A route's answer for this request, or null to leave the request to the framework. */
export type HotRoute = (request: IncomingMessage) => HotAnswer | null;

export interface HotPathOptions {
  /** Header lines every response carries (security headers: name, value, …), as fastify's hooks set them. */
  commonLines: readonly string[];
  /** False to send every request to the framework (which logs each one), e.g. while debugging. */
  enabled: boolean;
}

/**
 * The most polled answers (the jackpot figures every open page asks for each second) are precomputed
 * bytes: this writes them straight to the socket, before fastify's per-request pipeline (routing,
 * request and reply objects, a child logger, hooks), which costs several times the answer itself.
 *
 * Only an exact `GET` of a registered path with no query string is taken, only while every gate is
 * open (maintenance off) and only when the route has its bytes ready; everything else, HEAD included,
 * goes to fastify, whose route for the same path answers the same status, headers and body (a test
 * compares the two over HTTP), but for the request id: a hot answer has no log line for an id to name.
 * Routes and gates are added by the plugins that own them, as routes are.
 */
export class HotPath {
  private readonly routes = new Map<string, HotRoute>();
  private readonly gates: Array<() => boolean> = [];
  /** Each answer's whole header block, made on its first use. */
  private readonly blocks = new WeakMap<HotAnswer, string[]>();

  constructor(private readonly options: HotPathOptions) {}

  /** Serves `path` from `route` whenever it has an answer ready. */
  add(path: string, route: HotRoute): void {
    if (this.routes.has(path)) throw new Error(`hot path ${path} added twice`);
    this.routes.set(path, route);
  }

  /** A condition every hot answer needs (false: the framework answers, e.g. maintenance). */
  gate(open: () => boolean): void {
    this.gates.push(open);
  }

  /** Answers the request if it is hot; false when the framework must. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.options.enabled || request.method !== 'GET') return false;
    const route = this.routes.get(request.url ?? '');
    if (!route) return false;
    for (const open of this.gates) if (!open()) return false;
    const answer = route(request);
    if (!answer) return false;
    // The same array for every request: building a headers object instead (spreading one object into
    // another) took V8's slow path and a third of this server's throughput (bench:api).
    let block = this.blocks.get(answer);
    if (!block) {
      block = [...this.options.commonLines, ...answer.lines];
      this.blocks.set(answer, block);
    }
    response.writeHead(answer.status, block);
    response.end(answer.body ?? undefined);
    return true;
  }

  /**
   * fastify's `serverFactory`: the HTTP/1.1 server fastify would make (same timeouts), asking the hot
   * path first.
   */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const number = (key: string) => (typeof options[key] === 'number' ? (options[key] as number) : 0);
    const server = http.createServer((options['http'] ?? {}) as http.ServerOptions, (request, response) => {
      if (!this.handle(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = number('keepAliveTimeout');
    server.requestTimeout = number('requestTimeout');
    server.setTimeout(number('connectionTimeout'));
    if (number('maxRequestsPerSocket') > 0) server.maxRequestsPerSocket = number('maxRequestsPerSocket');
    return server;
  };
}
