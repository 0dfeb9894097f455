import { LOCALES, createMoney, type AppLocale } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import type { RenderedEmail } from '../mail-message.ts';
import { boxChargeFailedTemplate, boxDispatchedTemplate, boxReminderTemplate } from '../../modules/boxes/index.ts';
import { returnUpdateTemplate } from '../../modules/returns/index.ts';
import {
  confirmEmailTemplate,
  contactAcknowledgementTemplate,
  contactReceivedTemplate,
  followerReminderTemplate,
  latePaymentRefundedTemplate,
  orderConfirmationTemplate,
  orderDispatchedTemplate,
  orderRefundedTemplate,
  projectDecisionTemplate,
  projectReminderTemplate,
  quoteRequestTemplate,
  requestAnswerTemplate,
  resetPasswordTemplate,
  reviewRequestTemplate,
  shopOrderStatusTemplate,
  statementReadyTemplate,
  signInLinkTemplate,
  supportMessagesTemplate,
  welcomeTemplate,
} from './index.ts';

const baseUrl = 'https://spindle.example';
const hostile = '<script>alert("x")</script>';
const eur = (amountMinor: number) => createMoney(amountMinor, 'EUR');
const invoice = { filename: 'invoice-10423.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' };

/** Every template with realistic data, a user-typed value replaced by a script tag. */
const renders: Record<string, (locale: AppLocale) => RenderedEmail> = {
  confirm_email: (locale) => confirmEmailTemplate.render(locale, { baseUrl, name: hostile, token: 'tok-confirm-123' }),
  reset_password: (locale) => resetPasswordTemplate.render(locale, { baseUrl, name: hostile, token: 'tok-reset-456' }),
  sign_in_link: (locale) => signInLinkTemplate.render(locale, { baseUrl, name: hostile, token: 'tok-login-789' }),
  welcome: (locale) => welcomeTemplate.render(locale, { baseUrl, name: hostile }),
  order_confirmed: (locale) =>
    orderConfirmationTemplate.render(locale, {
      baseUrl,
      name: 'Ana',
      orderNumber: 10423,
      orderedAt: new Date('2026-03-12T10:00:00Z'),
      lines: [
        { name: hostile, artistName: 'John Coltrane', detail: 'Blue vinyl', quantity: 2, total: eur(5000) },
        { name: 'Kind of Blue', artistName: 'Miles Davis', quantity: 1, total: eur(2450) },
      ],
      totals: {
        subtotal: eur(7450),
        shipping: eur(690),
        serviceCharge: eur(488),
        vatIncluded: eur(1438),
        total: eur(8628),
      },
      shippingAddress: {
        name: 'Ana García',
        address: '12 rue Oberkampf',
        zipCode: '75011',
        city: 'Paris',
        countryCode: 'FR',
      },
      invoice,
    }),
  late_payment_refunded: (locale) =>
    latePaymentRefundedTemplate.render(locale, { baseUrl, name: hostile, orderNumber: 10423, refunded: eur(8628) }),
  contact_received: (locale) =>
    contactReceivedTemplate.render(locale, {
      baseUrl,
      name: 'Léa',
      email: 'lea@example.test',
      subject: 'Order question',
      message: `Hello,\n${hostile}`,
      visitorLocale: 'fr',
      receivedAt: new Date('2026-03-12T10:00:00Z'),
    }),
  contact_acknowledgement: (locale) =>
    contactAcknowledgementTemplate.render(locale, { baseUrl, name: 'Léa', message: hostile }),
  quote_request: (locale) =>
    quoteRequestTemplate.render(locale, {
      baseUrl,
      quoteId: 77,
      name: 'Sam',
      email: 'sam@example.test',
      company: 'Night Owl Records',
      projectName: hostile,
      quantity: 1000,
      options: [{ label: 'Vinyl colour', value: 'Transparent red' }],
      estimatedTotal: eur(412_000),
      message: 'Deadline in May.',
    }),
  project_reminder: (locale) =>
    projectReminderTemplate.render(locale, {
      baseUrl,
      name: 'Nina',
      project: { id: 42, name: hostile, category: 'vinyl', slug: 'night-drive' },
      endsAt: new Date('2026-04-01T10:00:00Z'),
      daysLeft: 7,
      soldCount: 62,
      goalCount: 100,
    }),
  follower_reminder: (locale) =>
    followerReminderTemplate.render(locale, {
      baseUrl,
      project: { id: 42, name: 'Night Drive', artistName: hostile, category: 'vinyl', slug: 'night-drive' },
      endsAt: new Date('2026-04-01T10:00:00Z'),
      daysLeft: 3,
      soldCount: 80,
      goalCount: 100,
    }),
  review_request: (locale) =>
    reviewRequestTemplate.render(locale, {
      baseUrl,
      name: 'Ana',
      orderNumber: 10423,
      items: [{ name: hostile, artistName: 'John Coltrane' }],
    }),
};

renders.support_messages = (locale) =>
  supportMessagesTemplate.render(locale, {
    baseUrl,
    conversations: [
      { id: 7, subject: hostile, newMessages: 2 },
      { id: 9, subject: 'Where is my record?', newMessages: 1 },
    ],
  });
renders.order_refunded = (locale) =>
  orderRefundedTemplate.render(locale, {
    baseUrl,
    name: hostile,
    orderNumber: 10423,
    cancelled: false,
    refunded: eur(3140),
    lines: [{ name: hostile, quantity: 1, amount: eur(2450) }],
    shipping: eur(690),
    creditNoteNumber: 'SP-CN-2026-000004',
    creditNote: {
      filename: 'credit-note-SP-CN-2026-000004.pdf',
      content: Buffer.from('%PDF-1.7'),
      contentType: 'application/pdf',
    },
  });
renders.order_cancelled = (locale) =>
  orderRefundedTemplate.render(locale, {
    baseUrl,
    name: 'Ana',
    orderNumber: 10423,
    cancelled: true,
    refunded: eur(8628),
    lines: [],
    shipping: null,
    creditNoteNumber: 'SP-CN-2026-000005',
    creditNote: invoice,
  });

renders.return_approved = (locale) =>
  returnUpdateTemplate.render(locale, {
    baseUrl,
    name: 'Ana',
    requestId: 7,
    orderId: 10423,
    status: 'approved',
    items: [hostile],
    note: hostile,
  });

renders.box_reminder = (locale) => boxReminderTemplate.render(locale, { baseUrl, name: hostile, month: '2027-01-01' });

renders.box_charge_failed = (locale) =>
  boxChargeFailedTemplate.render(locale, { baseUrl, name: hostile, month: '2027-01-01' });

renders.box_dispatched = (locale) =>
  boxDispatchedTemplate.render(locale, {
    baseUrl,
    name: hostile,
    month: '2027-01-01',
    boxId: 12,
    records: [
      { name: hostile, artist: 'The Box Band', coverUrl: '/projects/night-drive/cover.webp' },
      { name: 'Second Record', artist: hostile, coverUrl: 'https://cdn.spindle.example/cover-2.webp' },
    ],
    // A carrier's page would be another origin; this test checks links stay on ours.
    tracking: { number: 'LP123456789FR', url: null },
  });

renders.project_decision = (locale) =>
  projectDecisionTemplate.render(locale, {
    baseUrl,
    name: 'Nora',
    project: { id: 42, name: hostile },
    decision: { kind: 'refused', message: hostile },
  });
renders.project_approved = (locale) =>
  projectDecisionTemplate.render(locale, {
    baseUrl,
    name: 'Nora',
    project: { id: 42, name: 'Night Drive' },
    decision: { kind: 'approved', opensAt: new Date('2026-12-01T09:00:00Z') },
  });

renders.shop_order_status = (locale) =>
  shopOrderStatusTemplate.render(locale, {
    baseUrl,
    name: hostile,
    orderNumber: 10423,
    status: 'in_production',
    items: [hostile, 'Kind of Blue'],
  });
renders.shop_order_check_address = (locale) =>
  shopOrderStatusTemplate.render(locale, {
    baseUrl,
    name: 'Ana',
    orderNumber: 10423,
    status: 'check_address',
    items: [],
  });
// A carrier without a tracking page: every link stays on the public origin (the generic checks below).
renders.order_dispatched = (locale) =>
  orderDispatchedTemplate.render(locale, {
    baseUrl,
    name: hostile,
    orderNumber: 10423,
    carrierName: 'Chronopost',
    trackingNumber: 'XY123',
    trackingUrl: null,
    items: [hostile],
  });
renders.request_answer = (locale) =>
  requestAnswerTemplate.render(locale, {
    baseUrl,
    name: hostile,
    request: { kind: 'quote', id: 77, quantity: 500 },
    message: `We can press it in May.\n${hostile}`,
  });
renders.request_answer_call_me = (locale) =>
  requestAnswerTemplate.render(locale, {
    baseUrl,
    name: 'Nora',
    request: { kind: 'call_me', projectName: hostile },
    message: 'We tried to call you on Monday.',
  });

renders.statement_ready = (locale) =>
  statementReadyTemplate.render(locale, {
    baseUrl,
    name: hostile,
    project: { id: 42, name: hostile },
    period: '2026-11',
    amount: eur(37_350),
    asPayee: false,
    path: '/project/dashboard?id=42',
  });
renders.statement_ready_payee = (locale) =>
  statementReadyTemplate.render(locale, {
    baseUrl,
    name: 'Nora',
    project: { id: 42, name: 'Night Drive' },
    period: '2026-12',
    amount: eur(-667),
    asPayee: true,
    path: '/my-account/statements',
  });

const templateKeys = Object.keys(renders);

describe.each(templateKeys)('the %s template', (key) => {
  const render = renders[key]!;

  it.each(LOCALES)('renders a subject, an HTML document and a plain text in %s', (locale) => {
    const email = render(locale);
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.html).toContain('Spindle');
    expect(email.text.length).toBeGreaterThan(40);
    expect(email.text).not.toMatch(/<(p|td|table|a)\b/);
  });

  it('has a different subject in each of the five locales', () => {
    const subjects = LOCALES.map((locale) => render(locale).subject);
    expect(new Set(subjects).size).toBe(LOCALES.length);
  });

  it('declares the language of the HTML', () => {
    expect(render('fr').html).toContain('<html lang="fr-FR"');
    expect(render('kr').html).toContain('<html lang="ko-KR"');
    expect(render('zh').html).toContain('<html lang="zh-CN"');
  });

  it.each(LOCALES)('lets no script tag through in %s', (locale) => {
    const email = render(locale);
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('alert("x")');
  });

  it('links only to the public origin', () => {
    const hrefs = [...render('es').html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/spindle\.example\//);
  });
});

describe('links in e-mails', () => {
  it('names the month in the reader’s language and links the statement under their locale', () => {
    const fr = renders.statement_ready!('fr');
    expect(fr.subject).toContain('novembre 2026');
    expect(fr.text).toContain('373,50');
    expect(fr.html).toContain('href="https://spindle.example/fr/project/dashboard?id=42"');
    expect(renders.statement_ready_payee!('en').text).toContain('https://spindle.example/my-account/statements');
  });

  it('puts the confirmation token in a link under the reader’s locale prefix', () => {
    const fr = renders.confirm_email!('fr');
    expect(fr.html).toContain('href="https://spindle.example/fr/confirm-email?token=tok-confirm-123"');
    expect(fr.text).toContain('https://spindle.example/fr/confirm-email?token=tok-confirm-123');
    expect(renders.confirm_email!('en').text).toContain('https://spindle.example/confirm-email?token=tok-confirm-123');
  });

  it('puts the reset token in a link and says it is single use and valid one hour', () => {
    const en = renders.reset_password!('en');
    expect(en.text).toContain('https://spindle.example/reset-password?token=tok-reset-456');
    expect(en.text).toMatch(/only once and expires in one hour/);
    expect(renders.reset_password!('kr').text).toContain(
      'https://spindle.example/kr/reset-password?token=tok-reset-456',
    );
    expect(renders.reset_password!('zh').text).toContain('一小时');
  });

  it('puts the sign-in token in a link to /sign/link and says it is single use and valid 15 minutes', () => {
    const en = renders.sign_in_link!('en');
    expect(en.subject).toBe('Your Spindle sign-in link');
    expect(en.text).toContain('https://spindle.example/sign/link?token=tok-login-789');
    expect(en.text).toMatch(/only once and expires in 15 minutes/);
    expect(renders.sign_in_link!('fr').text).toContain('https://spindle.example/fr/sign/link?token=tok-login-789');
    expect(renders.sign_in_link!('zh').text).toContain('15 分钟');
  });

  it('encodes a token that holds URL characters', () => {
    const email = confirmEmailTemplate.render('es', { baseUrl, token: 'a+b/c=&d' });
    expect(email.text).toContain('https://spindle.example/es/confirm-email?token=a%2Bb%2Fc%3D%26d');
    expect(email.html).toContain('token=a%2Bb%2Fc%3D%26d');
  });

  it('uses the French slug of localised pages', () => {
    expect(renders.welcome!('fr').html).toContain('https://spindle.example/fr/comment-ca-marche');
    expect(renders.welcome!('en').html).toContain('https://spindle.example/how-it-works');
  });

  it('links a project reminder to the project page in the reader’s language', () => {
    expect(renders.project_reminder!('es').html).toContain('https://spindle.example/es/vinyl/42/night-drive');
    expect(renders.follower_reminder!('zh').text).toContain('https://spindle.example/zh/vinyl/42/night-drive');
  });

  it('ignores the path of the base URL and keeps its origin', () => {
    const email = welcomeTemplate.render('en', { baseUrl: 'https://spindle.example/some/path/' });
    expect(email.html).toContain('href="https://spindle.example/vinyl-shop"');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => welcomeTemplate.render('en', { baseUrl: 'javascript:alert(1)' })).toThrow(/http/);
  });
});

describe('the order confirmation', () => {
  it('lists the lines and every total, formatted in the reader’s locale', () => {
    const en = renders.order_confirmed!('en');
    expect(en.subject).toBe('Your Spindle order #10423 is confirmed');
    expect(en.text).toContain('2 × John Coltrane – <script>alert("x")</script> (Blue vinyl): €50');
    expect(en.text).toContain('Subtotal: €74.50');
    expect(en.text).toContain('Shipping: €6.90');
    expect(en.text).toContain('Service charge: €4.88');
    expect(en.text).toContain('Total: €86.28');
    expect(en.text).toContain('Including VAT: €14.38');
    expect(en.text).toContain('12 March 2026');
    const fr = renders.order_confirmed!('fr');
    expect(fr.text).toMatch(/Total\u00A0: 86,28\s€/);
    expect(fr.subject).toBe('Votre commande Spindle n° 10423 est confirmée');
  });

  it('writes the shipping address with the country in the reader’s language', () => {
    expect(renders.order_confirmed!('en').text).toContain('75011 Paris\nFrance');
    expect(renders.order_confirmed!('zh').text).toContain('法国');
    expect(renders.order_confirmed!('kr').text).toContain('프랑스');
  });

  it('says the shipping is free when it costs nothing', () => {
    const email = orderConfirmationTemplate.render('fr', {
      baseUrl,
      orderNumber: 'A1',
      orderedAt: new Date('2026-03-12T10:00:00Z'),
      lines: [{ name: 'Kind of Blue', quantity: 1, total: eur(2450) }],
      totals: {
        subtotal: eur(2450),
        shipping: eur(0),
        serviceCharge: eur(147),
        vatIncluded: eur(433),
        total: eur(2597),
      },
      shippingAddress: { name: 'Ana', address: '1 rue A', zipCode: '75001', city: 'Paris', countryCode: 'FR' },
    });
    expect(email.text).toContain('Livraison\u00A0: Offerte');
  });

  it('carries the invoice PDF as an attachment and mentions it', () => {
    const email = renders.order_confirmed!('es');
    expect(email.attachments).toEqual([invoice]);
    expect(email.text).toContain('factura en PDF');
  });

  it('uses the formatter it is given', () => {
    const email = orderConfirmationTemplate.render('en', {
      baseUrl,
      orderNumber: 1,
      orderedAt: new Date('2026-03-12T10:00:00Z'),
      lines: [{ name: 'Kind of Blue', quantity: 1, total: eur(2450) }],
      totals: {
        subtotal: eur(2450),
        shipping: eur(500),
        serviceCharge: eur(177),
        vatIncluded: eur(521),
        total: eur(3127),
      },
      shippingAddress: { name: 'Ana', address: '1 rue A', zipCode: '75001', city: 'Paris', countryCode: 'FR' },
      formatAmount: (money) => `${money.amountMinor} ${money.currency} cents`,
    });
    expect(email.text).toContain('Total: 3127 EUR cents');
  });
});

describe('the other templates', () => {
  it('quotes the visitor’s message to staff, keeping its line breaks, and names the visitor’s language', () => {
    const email = renders.contact_received!('en');
    expect(email.subject).toBe('Contact: Order question (Léa)');
    expect(email.text).toContain('> Hello,\n> <script>alert("x")</script>');
    expect(email.text).toContain('Language: Français');
    expect(email.html).toContain('lea@example.test');
  });

  it('shows the quantity and the estimate of a quote request with the locale’s grouping', () => {
    expect(renders.quote_request!('en').subject).toBe('Quote request: 1,000 copies for Night Owl Records');
    expect(renders.quote_request!('en').html).toContain('https://spindle.example/admin/quote?id=77');
    expect(renders.quote_request!('fr').subject).toMatch(/^Demande de devis : 1\s000 exemplaires/);
    expect(renders.quote_request!('fr').text).toMatch(/Total estimé\u00A0: 4\s120\s€/);
  });

  it('gives the owner the funding progress and the days left', () => {
    const en = renders.project_reminder!('en');
    expect(en.subject).toContain('7 days left');
    expect(en.text).toContain('Progress: 62%');
    expect(renders.project_reminder!('fr').text).toMatch(/62\s%/);
  });

  it('says “day” for a single day left', () => {
    const render = (locale: AppLocale) =>
      followerReminderTemplate.render(locale, {
        baseUrl,
        project: { id: 42, name: 'Night Drive', artistName: 'Nina', category: 'vinyl' },
        endsAt: new Date('2026-04-01T10:00:00Z'),
        daysLeft: 1,
        soldCount: 1,
        goalCount: 2,
      }).subject;
    expect(render('en')).toBe('Last day to order “Night Drive” by Nina');
    expect(render('fr')).toBe('Dernier jour pour commander « Night Drive » de Nina');
    expect(render('es')).toBe('Último día para pedir «Night Drive» de Nina');
  });

  it('links the review request to the review page of the order', () => {
    expect(renders.review_request!('fr').html).toContain('https://spindle.example/fr/review?order=10423');
  });

  it('greets the reader by name, or without one', () => {
    expect(welcomeTemplate.render('en', { baseUrl, name: 'Ana' }).text).toContain('Hi Ana,');
    expect(welcomeTemplate.render('en', { baseUrl }).text).toContain('Hello,');
    expect(welcomeTemplate.render('kr', { baseUrl, name: '민지' }).text).toContain('민지님, 안녕하세요.');
  });
});

describe('the fulfilment e-mails', () => {
  it('tells each status the buyer hears of in its own words, with a link to the order', () => {
    const subjects = (
      ['launched', 'in_production', 'test_pressing_ok', 'in_preparation', 'delivered', 'returned'] as const
    ).map((status) => shopOrderStatusTemplate.render('en', { baseUrl, orderNumber: 7, status, items: [] }).subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects[0]).toBe('Your records of order #7 are off to the pressing plant');
    const fr = renders.shop_order_status!('fr');
    expect(fr.subject).toBe('Les disques de votre commande n° 10423 sont en cours de pressage');
    expect(fr.html).toContain('href="https://spindle.example/fr/my-account/orders/10423"');
    expect(renders.shop_order_check_address!('en').text).toContain('Check the address:');
  });

  it('gives the carrier, the number and the carrier’s tracking page of a dispatched order', () => {
    const email = orderDispatchedTemplate.render('en', {
      baseUrl,
      name: 'Ana',
      orderNumber: 10423,
      carrierName: 'Colissimo',
      trackingNumber: '6A123',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123',
      items: ['Kind of Blue'],
    });
    expect(email.subject).toBe('Your order #10423 is on its way');
    expect(email.text).toContain('Carrier: Colissimo');
    expect(email.text).toContain('Tracking number: 6A123');
    expect(email.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A123"');
    expect(email.html).toContain('href="https://spindle.example/my-account/orders/10423"');
  });

  it('says how to follow a parcel whose carrier has no tracking page, and nothing when it has no number', () => {
    expect(renders.order_dispatched!('en').text).toContain('The carrier gives the parcel’s progress with this number.');
    const bare = orderDispatchedTemplate.render('zh', {
      baseUrl,
      orderNumber: 5,
      carrierName: null,
      trackingNumber: null,
      trackingUrl: null,
      items: [],
    });
    expect(bare.text).not.toContain('物流单号');
    expect(bare.subject).toBe('您的订单 #5 已发货');
  });
});
