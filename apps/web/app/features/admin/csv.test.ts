import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';
import { pageCount, sortLink, withParams } from './table-url.ts';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-1+1', "'-1+1"],
    [null, ''],
  ] as const)('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps negative numbers as numbers', () => {
    expect(csvCell(-250)).toBe('-250');
  });

  it('writes a header and CRLF lines after a byte-order mark', () => {
    expect(toCsv(['id', 'name'], [[1, 'Café, noir']])).toBe('\uFEFFid,name\r\n1,"Café, noir"\r\n');
  });
});

describe('table links', () => {
  const search = new URLSearchParams('step=checking&page=3&sort=name&dir=desc');
  it('goes back to page 1 when the filter or the sort changes', () => {
    expect(withParams(search, { q: 'nova' })).toBe('?step=checking&sort=name&dir=desc&q=nova');
    expect(withParams(search, { page: '4' })).toBe('?step=checking&page=4&sort=name&dir=desc');
  });
  it('flips the direction of the current sort column, and sorts a new column descending', () => {
    expect(sortLink(search, 'name', { sort: 'name', dir: 'desc' })).toBe('?step=checking&sort=name&dir=asc');
    expect(sortLink(search, 'start_at', { sort: 'name', dir: 'desc' })).toBe('?step=checking&sort=start_at&dir=desc');
  });
  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});
