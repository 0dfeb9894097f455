import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, displayNames, numberFormat } from './intl.ts';

describe('cached Intl formatters', () => {
  it('builds one formatter per locale and options and hands it back after', () => {
    const first = dateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(first);
    expect(first.format(new Date('2027-04-18T00:00:00Z'))).toBe('18 avril 2027');
  });

  it('keeps formatters of different kinds apart', () => {
    expect(numberFormat('de-DE').format(1234.5)).toBe('1.234,5');
    expect(displayNames(['fr-FR'], { type: 'region' }).of('DE')).toBe('Allemagne');
    expect(['b', 'a', 'é'].sort(collator('fr-FR').compare)).toEqual(['a', 'b', 'é']);
  });
});
