// CSV as spreadsheets and logisticians exchange it (RFC 4180): writing with quoting and protection
// against formula injection, reading with quoted fields, doubled quotes, CRLF or LF, a byte order mark,
// and a comma or semicolon separator (French spreadsheets write semicolons).

/** A text cell made safe for spreadsheets: a leading = + - @ tab or CR gets an apostrophe in front. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field per RFC 4180: quoted when it holds the separator, a double quote, CR or LF; quotes doubled. */
export function csvField(value: string, separator: ',' | ';' = ','): string {
  const needsQuotes = value.includes(separator) || /["\r\n]/.test(value);
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record: fields joined by the separator (no line end). */
export function csvRecord(fields: readonly string[], separator: ',' | ';' = ','): string {
  return fields.map((field) => csvField(field, separator)).join(separator);
}

/**
 * A whole file: a UTF-8 byte order mark (so spreadsheets read accents, Korean and Chinese right), then
 * every record followed by CRLF.
 */
export function csvDocument(records: readonly (readonly string[])[], separator: ',' | ';' = ','): string {
  return `\uFEFF${records.map((record) => `${csvRecord(record, separator)}\r\n`).join('')}`;
}

/** The separator a file uses: the one of comma and semicolon found more often outside quotes on its first line. */
export function detectCsvSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Why a file could not be read. */
export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.line = line;
  }
}

/**
 * Reads CSV text into records of fields. Quoted fields may hold separators, quotes (doubled) and line
 * breaks; blank lines are skipped. A quote that is never closed, or text right after a closing quote,
 * is a CsvSyntaxError naming the line.
 */
export function parseCsv(text: string, separator: ',' | ';' = detectCsvSeparator(text)): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let quoteLine = 1;
  const endField = () => {
    record.push(field);
    field = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
        afterQuote = true;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === separator) endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
    } else if (afterQuote) throw new CsvSyntaxError(line, 'text after a closing quote');
    else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, 'a quote is never closed');
  if (field !== '' || record.length > 0 || afterQuote) endRecord();
  return records;
}
