import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['"quoted" and \'single\'', '&quot;quoted&quot; and &#39;single&#39;'],
    ['" onmouseover="alert(1)', '&quot; onmouseover=&quot;alert(1)'],
    ['&amp; stays visible as typed', '&amp;amp; stays visible as typed'],
    ['Café — 中文 — 한국어', 'Café — 中文 — 한국어'],
    ['', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });

  it('writes numbers as they are', () => {
    expect(escapeHtml(1042)).toBe('1042');
  });

  it('leaves no markup character in its output', () => {
    const hostile = `<img src=x onerror='alert("x")'>&`;
    expect(escapeHtml(hostile)).not.toMatch(/[<>"']/);
  });
});
