import type { IncomingMessage } from 'node:http';

/**
 * One request header read from `rawHeaders`, without building `request.headers` (Node makes that
 * object on first use: a dozen header lines per browser request, for an answer that needs two).
 * `name` is lower case; a header sent more than once comes back joined with ", " as Node joins the
 * headers this server reads (x-request-id, if-none-match, accept-encoding).
 */
export function rawHeader(request: IncomingMessage, name: string): string | undefined {
  const raw = request.rawHeaders;
  let value: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const key = raw[index] as string;
    if (key.length !== name.length || key.toLowerCase() !== name) continue;
    const line = raw[index + 1] as string;
    value = value === undefined ? line : `${value}, ${line}`;
  }
  return value;
}
