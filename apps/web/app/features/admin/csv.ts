// CSV of an admin table's rows (RFC 4180: commas, CRLF, quotes doubled), with a byte-order mark so a
// spreadsheet opens accents right. A cell starting with = + - @ is prefixed with ' so that a spreadsheet
// never runs it as a formula (OWASP "CSV injection").

/** One cell as CSV. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the header, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
