// The ip-location-db "-num" CSV files (`start,end,country`, inclusive numeric bounds, one range a
// line) read straight into typed columns: ~550,000 rows, so no object or string is kept per row.

/** Every two-letter code, so a country is a small number: (first letter) x 26 + (second letter). */
export const COUNTRY_CODES: readonly string[] = Array.from({ length: 26 * 26 }, (_, i) =>
  String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
);

/** IPv4 rows: bounds as unsigned 32-bit numbers, countries as indexes into COUNTRY_CODES. */
export interface Ipv4Rows {
  count: number;
  starts: Uint32Array;
  ends: Uint32Array;
  countries: Uint16Array;
}

/** IPv6 rows: 128-bit bounds split into their high and low 64 bits. */
export interface Ipv6Rows {
  count: number;
  startsHigh: BigUint64Array;
  startsLow: BigUint64Array;
  endsHigh: BigUint64Array;
  endsLow: BigUint64Array;
  countries: Uint16Array;
}

const CHAR_0 = 48;
const CHAR_9 = 57;
const CHAR_A = 65;
const CHAR_Z = 90;

/** Where the fields of one line are: [start, firstComma), (firstComma, secondComma), (secondComma, end). */
interface RowSpan {
  start: number;
  firstComma: number;
  secondComma: number;
  end: number;
}

/** Calls `visit` with the span of each non-blank line, after checking its fields' shape. */
function scanRows(csv: string, visit: (span: RowSpan, lineNumber: number) => void): void {
  const span: RowSpan = { start: 0, firstComma: 0, secondComma: 0, end: 0 };
  for (let lineStart = 0, lineNumber = 1; lineStart < csv.length; lineNumber += 1) {
    const newline = csv.indexOf('\n', lineStart);
    let lineEnd = newline === -1 ? csv.length : newline;
    if (csv.charCodeAt(lineEnd - 1) === 13) lineEnd -= 1; // CRLF
    span.start = lineStart;
    span.end = lineEnd;
    lineStart = (newline === -1 ? csv.length : newline) + 1;
    if (span.end <= span.start) continue;
    span.firstComma = csv.indexOf(',', span.start);
    span.secondComma = span.firstComma < 0 ? -1 : csv.indexOf(',', span.firstComma + 1);
    const malformed =
      span.firstComma < 0 ||
      span.secondComma < 0 ||
      span.secondComma >= span.end ||
      !isDigits(csv, span.start, span.firstComma) ||
      !isDigits(csv, span.firstComma + 1, span.secondComma) ||
      countryAt(csv, span.secondComma + 1, span.end) < 0;
    if (malformed) throw new Error(`Malformed IP range on line ${lineNumber}: ${csv.slice(span.start, span.end)}`);
    visit(span, lineNumber);
  }
}

function isDigits(csv: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i += 1) {
    const char = csv.charCodeAt(i);
    if (char < CHAR_0 || char > CHAR_9) return false;
  }
  return true;
}

/** Index of the two capital letters in [from, to) in COUNTRY_CODES, or -1. */
function countryAt(csv: string, from: number, to: number): number {
  if (to - from !== 2) return -1;
  const first = csv.charCodeAt(from);
  const second = csv.charCodeAt(from + 1);
  if (first < CHAR_A || first > CHAR_Z || second < CHAR_A || second > CHAR_Z) return -1;
  return (first - CHAR_A) * 26 + (second - CHAR_A);
}

function numberAt(csv: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) value = value * 10 + (csv.charCodeAt(i) - CHAR_0);
  return value;
}

function lineCount(csv: string): number {
  let count = 1;
  for (let i = csv.indexOf('\n'); i !== -1; i = csv.indexOf('\n', i + 1)) count += 1;
  return count;
}

/** The rows of the IPv4 file; throws on a malformed line (the data ships with the code). */
export function parseIpv4Csv(csv: string): Ipv4Rows {
  const capacity = lineCount(csv);
  const rows: Ipv4Rows = {
    count: 0,
    starts: new Uint32Array(capacity),
    ends: new Uint32Array(capacity),
    countries: new Uint16Array(capacity),
  };
  scanRows(csv, (span, lineNumber) => {
    const start = numberAt(csv, span.start, span.firstComma);
    const end = numberAt(csv, span.firstComma + 1, span.secondComma);
    if (end > 0xffffffff || start > end) throw new Error(`Bad IPv4 range on line ${lineNumber}`);
    rows.starts[rows.count] = start;
    rows.ends[rows.count] = end;
    rows.countries[rows.count] = countryAt(csv, span.secondComma + 1, span.end);
    rows.count += 1;
  });
  return rows;
}

const MAX_IPV6 = (1n << 128n) - 1n;

/** The rows of the IPv6 file; throws on a malformed line. */
export function parseIpv6Csv(csv: string): Ipv6Rows {
  const capacity = lineCount(csv);
  const rows: Ipv6Rows = {
    count: 0,
    startsHigh: new BigUint64Array(capacity),
    startsLow: new BigUint64Array(capacity),
    endsHigh: new BigUint64Array(capacity),
    endsLow: new BigUint64Array(capacity),
    countries: new Uint16Array(capacity),
  };
  scanRows(csv, (span, lineNumber) => {
    const start = BigInt(csv.slice(span.start, span.firstComma));
    const end = BigInt(csv.slice(span.firstComma + 1, span.secondComma));
    if (end > MAX_IPV6 || start > end) throw new Error(`Bad IPv6 range on line ${lineNumber}`);
    rows.startsHigh[rows.count] = start >> 64n;
    rows.startsLow[rows.count] = BigInt.asUintN(64, start);
    rows.endsHigh[rows.count] = end >> 64n;
    rows.endsLow[rows.count] = BigInt.asUintN(64, end);
    rows.countries[rows.count] = countryAt(csv, span.secondComma + 1, span.end);
    rows.count += 1;
  });
  return rows;
}
