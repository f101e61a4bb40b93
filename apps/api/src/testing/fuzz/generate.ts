/**
 * Values for the fuzzer, drawn from a seeded PRNG so that a seed replays the same requests: valid
 * ones generated from an OpenAPI (JSON) schema, and the hostile ones a stranger sends.
 */

export interface Rng {
  /** In [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
}

/**
 * Real values the platform knows (game codes, a player's ids...), offered first to every string a
 * pattern constrains, so valid requests reach past validation into the use cases.
 */
export type KnownValues = Record<string, readonly unknown[]>;

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Strings for a `^…$` pattern made of character classes, \d, literals and quantifiers; else undefined. */
function fromPattern(pattern: string, rng: Rng): string | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || /[|()]/.test(pattern)) return undefined;
  const body = pattern.slice(1, -1);
  let out = '';
  let i = 0;
  while (i < body.length) {
    let chars: string;
    const c = body[i] as string;
    if (c === '[') {
      const end = body.indexOf(']', i + 1);
      if (end < 0) return undefined;
      chars = expandClass(body.slice(i + 1, end));
      if (!chars) return undefined;
      i = end + 1;
    } else if (c === '\\') {
      const e = body[i + 1];
      chars = e === 'd' ? '0123456789' : e === 'w' ? `${ALNUM}_` : (e ?? '');
      if (e === 'p' || e === 'P') return undefined;
      i += 2;
    } else if (c === '.') {
      chars = ALNUM;
      i += 1;
    } else {
      chars = c;
      i += 1;
    }
    let min = 1;
    let max = 1;
    const q = body[i];
    if (q === '{') {
      const end = body.indexOf('}', i);
      const [a, b] = body.slice(i + 1, end).split(',');
      min = Number(a);
      max = b === undefined ? min : b === '' ? min + 8 : Number(b);
      i = end + 1;
    } else if (q === '+' || q === '*' || q === '?') {
      min = q === '+' ? 1 : 0;
      max = q === '?' ? 1 : 8;
      i += 1;
    }
    const count = min + rng.int(Math.min(max, min + 12) - min + 1);
    for (let k = 0; k < count; k += 1) out += chars[rng.int(chars.length)];
  }
  return out;
}

function expandClass(spec: string): string {
  if (spec.startsWith('^')) return '';
  let chars = '';
  for (let i = 0; i < spec.length; i += 1) {
    const c = spec[i] as string;
    if (c === '\\') {
      const e = spec[i + 1];
      chars += e === 'd' ? '0123456789' : (e ?? '');
      i += 1;
    } else if (spec[i + 1] === '-' && spec[i + 2] !== undefined && spec[i + 2] !== ']') {
      const to = spec.charCodeAt(i + 2);
      for (let code = c.charCodeAt(0); code <= to; code += 1) chars += String.fromCharCode(code);
      i += 2;
    } else chars += c;
  }
  return chars;
}

const matches = (schema: JsonSchema, value: string): boolean => {
  if (schema.minLength !== undefined && [...value].length < schema.minLength) return false;
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
};

function validString(schema: JsonSchema, rng: Rng, name: string, known: KnownValues): string {
  const candidates = [
    ...(known[name] ?? []),
    ...(schema.examples ?? []),
    ...(schema.example !== undefined ? [schema.example] : []),
  ].filter((value): value is string => typeof value === 'string' && matches(schema, value));
  if (candidates.length > 0 && rng.chance(0.8)) return rng.pick(candidates);
  if (schema.format === 'uuid') return uuid(rng);
  if (schema.format === 'date') return '2026-03-01';
  if (schema.format === 'date-time') return '2026-03-01T08:00:00.000Z';
  if (schema.format === 'email') return `nguoi.choi${rng.int(1000)}@example.com`;
  if (schema.pattern) {
    for (const sample of [...(known['*'] ?? []), '2026-03-01', '2026-03-01T08:00:00.000Z', uuid(rng)])
      if (typeof sample === 'string' && matches(schema, sample) && rng.chance(0.5)) return sample;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const made = fromPattern(schema.pattern, rng);
      if (made !== undefined && matches(schema, made)) return made;
    }
    if (candidates.length > 0) return rng.pick(candidates);
  }
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? min + 12, min + 12);
  const length = min + rng.int(Math.max(1, max - min + 1));
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALNUM[rng.int(ALNUM.length)];
  return out;
}

export function uuid(rng: Rng): string {
  const hex = () => rng.int(16).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-${'89ab'[rng.int(4)]}${part(3)}-${part(12)}`;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** A value the schema accepts (as far as the generator can tell: patterns it cannot read get a guess). */
export function validValue(
  schema: JsonSchema,
  rng: Rng,
  known: KnownValues = {},
  name = '',
  depth = 0,
): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const concrete = choices.filter((choice) => typeOf(choice) !== 'null');
    return validValue(rng.pick(concrete.length ? concrete : choices), rng, known, name, depth);
  }
  if (schema.allOf?.length) {
    const merged = schema.allOf.reduce<JsonSchema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return validValue(merged, rng, known, name, depth);
  }
  const knownHere = (known[name] ?? []).filter((value) => typeof value !== 'string');
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema, rng, name, known);
    case 'integer':
    case 'number': {
      if (knownHere.length > 0 && rng.chance(0.7)) return rng.pick(knownHere);
      const exclusiveLow =
        schema.exclusiveMinimum === true ? 1 : typeof schema.exclusiveMinimum === 'number' ? 1 : 0;
      const floor =
        typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : (schema.minimum ?? 0);
      const low = Math.max(floor + exclusiveLow, -1_000_000_000);
      const high = Math.min(schema.maximum ?? low + 1_000_000, low + 10_000_000);
      const step = schema.multipleOf ?? 1;
      const span = Math.max(0, Math.floor((high - low) / step));
      // Small values are the likely ones (amounts, pages): bias towards the low end.
      const pickSpan = rng.chance(0.6) ? Math.min(span, 100) : span;
      return low + rng.int(pickSpan + 1) * step;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      if (depth > 4) return [];
      const min = schema.minItems ?? 0;
      const count = min + rng.int(Math.max(1, Math.min(schema.maxItems ?? min + 3, min + 3) - min + 1));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, rng, known, name, depth + 1));
    }
    case 'object':
    default: {
      if (!schema.properties) return {};
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        const required = schema.required?.includes(key) ?? false;
        if (required || rng.chance(0.6)) out[key] = validValue(property, rng, known, key, depth + 1);
      }
      return out;
    }
  }
}

/** Strings a stranger types: control characters, bidi overrides, lone surrogates, huge ones, markup. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\u0007\u0008\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '\u202eevil',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufeff',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'a'.repeat(300),
  'a'.repeat(10_000),
  '9'.repeat(400),
  '-1',
  '1e400',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
];

/** Numbers a stranger sends where an amount, an id or a page goes. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  0.5,
  -0.000001,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** A value of another JSON type than the schema's. */
export function wrongType(schema: JsonSchema, rng: Rng): unknown {
  const others: unknown[] = [
    'text',
    12345,
    -7.25,
    true,
    false,
    [],
    [1, 'two'],
    {},
    { nested: { deeper: [null] } },
    null,
  ];
  const type = typeOf(schema);
  return rng.pick(
    others.filter((value) => {
      if (type === 'string') return typeof value !== 'string';
      if (type === 'integer' || type === 'number') return typeof value !== 'number';
      if (type === 'boolean') return typeof value !== 'boolean';
      if (type === 'array') return !Array.isArray(value);
      if (type === 'object') return typeof value !== 'object' || Array.isArray(value) || value === null;
      return true;
    }),
  );
}
