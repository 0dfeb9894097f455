import { describe, expect, it } from 'vitest';
import { signInPath } from './sign-in-path.ts';

describe('signInPath', () => {
  it('sends a visitor to /sign with the page to come back to', () => {
    expect(signInPath('/artist/12/nova-static', 'en')).toBe('/sign?redirect=%2Fartist%2F12%2Fnova-static');
  });

  it('keeps the language and the query of the page', () => {
    expect(signInPath('/fr/label/3/blue-hour?page=2', 'fr')).toBe(
      '/fr/sign?redirect=%2Ffr%2Flabel%2F3%2Fblue-hour%3Fpage%3D2',
    );
  });
});
