import { describe, expect, it } from 'vitest';
import { myOrdersEn } from './messages/en.ts';
import { boxRefusalText, BOX_ERRORS } from './box-cycle-actions.ts';

describe("the box page's refusal texts", () => {
  it('says an unfinished bank check as such on the Stripe form, and as "this form cannot" on the test fields', () => {
    expect(boxRefusalText('authentication_required', true)).toBe('authentication_unfinished');
    expect(boxRefusalText('authentication_required', false)).toBe('authentication_required');
    expect(boxRefusalText('card_declined', true)).toBe('card_declined');
  });

  it('has a text for every refusal either form can give', () => {
    const texts: Record<string, string> = myOrdersEn.boxCycle.errors;
    for (const code of BOX_ERRORS) {
      expect(texts[boxRefusalText(code, true)]).toBeTruthy();
      expect(texts[boxRefusalText(code, false)]).toBeTruthy();
    }
  });
});
