import { LOCALES } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { productionAddressCheckTemplate, productionDelayTemplate } from './index.ts';

const baseUrl = 'https://spindle.example';
const hostile = '<script>alert("x")</script>';
const shipOn = new Date('2026-06-10T10:00:00Z');

const renders = {
  production_address_check: (locale: (typeof LOCALES)[number]) =>
    productionAddressCheckTemplate.render(locale, {
      baseUrl,
      name: hostile,
      project: { name: hostile, artistName: 'Nina Sky' },
      orderId: 100_042,
      address: `Ada Buyer, 1 rue de la Paix, 75002 Paris, FR ${hostile}`,
      shipOn,
    }),
  production_delay_artist: (locale: (typeof LOCALES)[number]) =>
    productionDelayTemplate.render(locale, {
      baseUrl,
      name: 'Nina',
      project: { id: 42, name: hostile },
      shipOn,
      audience: { kind: 'artist', step: 'production.test_pressing', plannedAt: new Date('2026-04-20T09:00:00Z') },
    }),
  production_delay_plant: (locale: (typeof LOCALES)[number]) =>
    productionDelayTemplate.render(locale, {
      baseUrl,
      name: 'Nina',
      project: { id: 42, name: 'Night Drive' },
      shipOn,
      audience: {
        kind: 'artist',
        step: 'production.dispatch',
        plannedAt: new Date('2026-05-20T10:00:00Z'),
        cause: 'plant',
      },
    }),
  production_delay_buyer: (locale: (typeof LOCALES)[number]) =>
    productionDelayTemplate.render(locale, {
      baseUrl,
      project: { id: 42, name: 'Night Drive' },
      shipOn,
      audience: { kind: 'buyer', orderId: 100_042 },
    }),
};

describe.each(Object.entries(renders))('the %s e-mail', (_key, render) => {
  it.each(LOCALES)('renders a subject, HTML and text in %s, with no script let through', (locale) => {
    const email = render(locale);
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.text.length).toBeGreaterThan(40);
    expect(email.html).not.toContain('<script');
  });

  it('has a different subject in each language and links only to the public origin', () => {
    expect(new Set(LOCALES.map((locale) => render(locale).subject)).size).toBe(LOCALES.length);
    const hrefs = [...render('fr').html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/spindle\.example\//);
  });
});

describe('the address check e-mail', () => {
  it("links to the buyer's order, where the address changes, under their locale", () => {
    expect(renders.production_address_check('fr').text).toContain(
      'https://spindle.example/fr/my-account/orders/100042',
    );
    expect(renders.production_address_check('en').text).toContain('https://spindle.example/my-account/orders/100042');
  });
});

describe('the delay e-mail', () => {
  it('names the late step to the artist and links to the production', () => {
    const email = renders.production_delay_artist('en');
    expect(email.subject).toContain('the test pressing step is late');
    expect(email.html).toContain('https://spindle.example/user/production/42');
    expect(renders.production_delay_artist('zh').subject).toContain('测试压片');
  });

  it('tells the artist the plant moved a step, with its new date, rather than that it is late', () => {
    const email = renders.production_delay_plant('en');
    expect(email.subject).toBe('“Night Drive”: the plant moved the dispatch from the plant step');
    expect(email.text).toContain('now plans the dispatch from the plant step for');
    expect(email.text).toContain('20 May 2026');
    expect(email.subject).not.toContain('late');
  });
});
