import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvDocument, detectCsvSeparator, neutraliseFormula, parseCsv } from './csv.ts';

describe('writing CSV', () => {
  it('quotes what must be quoted, doubles quotes and ends records with CRLF after a byte order mark', () => {
    expect(csvDocument([['a', 'b,c', 'say "hi"', 'two\nlines']])).toBe('\uFEFFa,"b,c","say ""hi""","two\nlines"\r\n');
    expect(csvDocument([['a;b', 'c,d']], ';')).toBe('\uFEFF"a;b";c,d\r\n');
  });

  it('keeps a formula a text', () => {
    expect(['=SUM(A1)', '+1', '-2', '@x', '\tx', 'ok'].map(neutraliseFormula)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@x",
      "'\tx",
      'ok',
    ]);
  });
});

describe('reading CSV', () => {
  it('reads quoted fields, doubled quotes, line breaks inside quotes, CRLF and LF, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,"b,c","say ""hi"""\r\n\r\n"x\ny",2\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['x\ny', '2'],
    ]);
  });

  it("finds a French spreadsheet's semicolons", () => {
    expect(detectCsvSeparator('Commande;Transporteur;"Numéro, de suivi"\n1;col;2')).toBe(';');
    expect(parseCsv('Commande;Transporteur\n"1;2";col')).toEqual([
      ['Commande', 'Transporteur'],
      ['1;2', 'col'],
    ]);
  });

  it('names the line of a quote never closed and of text after a closing quote', () => {
    expect(() => parseCsv('a,b\n"open,c\nd')).toThrow(new CsvSyntaxError(2, 'a quote is never closed'));
    expect(() => parseCsv('a\n"x"y,z')).toThrow(new CsvSyntaxError(2, 'text after a closing quote'));
  });

  it('reads back whatever it wrote', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', ',', ';', '"', '\n', '\r\n', ' ', '=', '1') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(',' as const, ';' as const),
        (records, separator) => {
          const filled = records.map((record) => record.map((field) => `x${field}`));
          expect(parseCsv(csvDocument(filled, separator), separator)).toEqual(filled);
        },
      ),
    );
  });
});
