import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlagIcon } from './flag-icon.tsx';

describe('FlagIcon', () => {
  it('is one decorative image of its country, loaded when shown', () => {
    const markup = renderToStaticMarkup(<FlagIcon code="fr" />);
    // One element, not a drawing of several: the menus repeat the flags in the header, the mobile
    // menu and the footer.
    expect(markup.match(/</g)).toHaveLength(1);
    expect(markup).toMatch(/^<img src="[^"]*\/fr[^"/]*\.svg[^"]*"/);
    expect(markup).toContain('alt=""');
    expect(markup).toContain('width="20" height="14"');
    expect(markup).toContain('loading="lazy"');
  });

  it('draws every flag the menus use, and nothing for a country it has no flag for', () => {
    for (const code of ['gb', 'fr', 'es', 'kr', 'cn', 'eu', 'us', 'au', 'ca', 'jp', 'ph']) {
      expect(renderToStaticMarkup(<FlagIcon code={code} />)).toContain(`${code}`);
    }
    expect(renderToStaticMarkup(<FlagIcon code="de" />)).toBe('');
  });
});
