/** An attribute's text for a JSX prop's value; null to leave the attribute out (null, undefined, false, objects). */
export function attributeText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || value === true) return String(value);
  return null;
}
