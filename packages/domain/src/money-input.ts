// Amounts typed into staff forms ('1 234,56', '-12.5', '60') read as integer minor units, exactly (no
// floating point): at most `exponent` decimals, a comma or a point as the decimal mark, spaces ignored.

/** The amount in minor units, or null when the text is not an amount with at most `exponent` decimals. */
export function parseMajorAmount(text: string, exponent = 2): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(-)?(\d{1,12})(?:\.(\d*))?$/.exec(compact);
  if (!match) return null;
  const [, minus, whole = '', decimals = ''] = match;
  if (decimals.length > exponent) return null;
  const minor = Number(whole) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || '0');
  if (!Number.isSafeInteger(minor)) return null;
  return minus && minor !== 0 ? -minor : minor;
}
