import { describe, expect, it } from 'vitest';
import { signInHref } from './project-forms.ts';

describe('signInHref', () => {
  it('sends a visitor to the sign-in page of the page language, with the page to come back to', () => {
    expect(signInHref('/vinyl/12/nova-static')).toBe('/sign?redirect=%2Fvinyl%2F12%2Fnova-static');
    expect(signInHref('/fr/vinyl/12/nova-static')).toBe('/fr/sign?redirect=%2Ffr%2Fvinyl%2F12%2Fnova-static');
  });
});
