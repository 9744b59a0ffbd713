import fc from 'fast-check';
import {
  DATE_FIELDS,
  FREE_TEXT_FIELDS,
  PLAUSIBLE_BODY_FIELDS,
  PLAUSIBLE_QUERY_FIELDS,
} from './plausible-fields';

// What the route fuzz sends: inputs a careless or hostile client could send, biased towards the ones that have
// broken servers before (wrong types, NUL, lone surrogates, huge and empty strings, impossible dates).

/** The field names the API and better-auth read, so generated objects reach validation past "missing field". */
const FIELD_NAMES = [
  ...new Set([...Object.keys(PLAUSIBLE_BODY_FIELDS), ...Object.keys(PLAUSIBLE_QUERY_FIELDS)]),
];

const NASTY_TEXTS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\uD800y',
  '\uDC00',
  '\uD83D',
  'שלום עולם',
  'مرحبا\u200f',
  '\u202eevil',
  '👋🏽👨‍👩‍👧',
  'x'.repeat(5_000),
  'y'.repeat(70_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '%00',
  'null',
  'undefined',
  '2026-03-10',
  'a@b.c',
  'Sprint#2026',
];

const NASTY_DATES = [
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '1900-01-01',
  '2999-12-31',
  '3000-01-01',
  '2026-02-30',
  '2026-13-01',
  '+010000-01-01',
  '-001000-01-01',
  '2026-03-10',
  '2026-03-10T00:00:00Z',
  '20260310',
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  2 ** 63,
  -(2 ** 63),
];

export const nastyText = fc.oneof(
  fc.constantFrom(...NASTY_TEXTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyDate = fc.oneof(
  fc.constantFrom(...NASTY_DATES),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: nastyText },
);

const { jsonValue } = fc.letrec<{ jsonValue: unknown }>((tie) => ({
  jsonValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    nastyNumber,
    nastyDate,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('jsonValue'), { maxLength: 3 }),
    fc.dictionary(fieldName, tie('jsonValue'), { maxKeys: 3 }),
  ),
}));

/** Values that have broken servers: the text PostgreSQL refuses, a text over the body limit, an empty one. */
const hostileText = fc.constantFrom<string>(
  'a\u0000b',
  '\u0000',
  'x\uD800y',
  '\uDC00',
  'y'.repeat(70_000),
  '',
  'שלום 👋🏽',
);

/**
 * All the plausible fields, then broken on purpose: every free-text field given one hostile text, or every date
 * field one nasty date, or one or two fields (known or new) any generated value.
 */
function plausibleButBroken<Value>(
  plausible: Record<string, Value>,
  anyValue: fc.Arbitrary<Value>,
  text: fc.Arbitrary<Value>,
  date: fc.Arbitrary<Value>,
) {
  const everyFieldOf = (names: string[], value: Value) =>
    Object.fromEntries(
      Object.keys(plausible)
        .filter((name) => names.includes(name))
        .map((name) => [name, value]),
    );
  const someFields = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(plausible)), fieldName), anyValue), {
      minLength: 1,
      maxLength: 2,
    })
    .map(Object.fromEntries);
  return fc
    .oneof(
      text.map((value) => everyFieldOf(FREE_TEXT_FIELDS, value)),
      date.map((value) => everyFieldOf(DATE_FIELDS, value)),
      someFields,
    )
    .map((broken: Record<string, Value>) => ({ ...plausible, ...broken }));
}

/** A request body as it goes on the wire: its text (or form) and the content type it claims. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'text'; contentType: string | null; text: string }
  | { kind: 'form'; fields: [string, string][]; withFile: boolean };

const RAW_JSON_TEXTS = [
  '',
  '{',
  '{"a":',
  '{"a":1}x',
  '[]',
  '[{}]',
  '42',
  '"text"',
  'null',
  'true',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"x":1}}',
];

export const fuzzBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  {
    weight: 6,
    arbitrary: plausibleButBroken<unknown>(PLAUSIBLE_BODY_FIELDS, jsonValue, hostileText, nastyDate).map(
      (value) => json(value),
    ),
  },
  { weight: 2, arbitrary: fc.dictionary(fieldName, jsonValue, { maxKeys: 8 }).map((value) => json(value)) },
  { weight: 1, arbitrary: jsonValue.map((value) => json(value)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...RAW_JSON_TEXTS)
      .map((text) => ({ kind: 'text', contentType: 'application/json', text }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', null), nastyText)
      .map(([contentType, text]) => ({ kind: 'text', contentType, text }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ fields: fc.array(fc.tuple(fieldName, nastyText), { maxLength: 3 }), withFile: fc.boolean() })
      .map((form) => ({ kind: 'form', ...form }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' } as const) },
);

function json(value: unknown): FuzzBody {
  return { kind: 'text', contentType: 'application/json', text: JSON.stringify(value) ?? 'null' };
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes as the three bytes a careless encoder
 * would send for it, so the server sees one.
 */
export function encodeAnything(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const isLoneSurrogate = char.length === 1 && code >= 0xd800 && code <= 0xdfff;
    encoded += isLoneSurrogate
      ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(char);
  }
  return encoded;
}

const RAW_QUERY_PARTS = [
  '%',
  '%zz',
  'q=%00',
  'q=%ED%A0%80',
  'limit=-1',
  'limit=1e309',
  'limit=0x10',
  'after=x',
  'q=',
  '=',
  '&&',
];

/** A query string ('' or '?…'), from known names with nasty values, or raw, malformed pieces. */
export const fuzzQuery: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.constant({}),
      plausibleButBroken<string>(
        PLAUSIBLE_QUERY_FIELDS,
        fc.oneof(nastyText, nastyDate, nastyNumber.map(String)),
        hostileText,
        nastyDate,
      ),
    ),
    fc.array(fc.constantFrom(...RAW_QUERY_PARTS), { maxLength: 1 }),
  )
  .map(([fields, raw]: [Record<string, string>, string[]]) => {
    const parts = [
      ...Object.entries(fields).map(([k, v]) => `${encodeAnything(k)}=${encodeAnything(v)}`),
      ...raw,
    ];
    return parts.length ? `?${parts.join('&')}` : '';
  });

const RAW_PATH_PARAMS = [
  'not-a-uuid',
  '0',
  '-1',
  '%00',
  'x%ED%A0%80y',
  '%',
  '%zz',
  '..',
  '%2e%2e',
  'a'.repeat(300),
  'like',
  'heart',
  'avatars/x.webp',
  '../../etc/passwd',
  'groups/%00/cover.webp',
];

/** A path parameter: one of the ids that exist (so deeper code runs), a random uuid, or garbage. */
export function fuzzPathParam(knownIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_PATH_PARAMS) },
    { weight: 1, arbitrary: nastyText.filter((text) => text.length < 200).map(encodeAnything) },
  );
}
