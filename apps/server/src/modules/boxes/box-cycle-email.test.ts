import { LOCALES } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { boxChargeFailedTemplate, boxDispatchedTemplate, boxReminderTemplate } from './box-cycle-email.ts';

describe('the box cycle’s e-mails', () => {
  it.each(LOCALES)('renders the reminder and the failed charge in %s, with the link to the box', (locale) => {
    const data = { baseUrl: 'https://spindle.example', name: 'Ada', month: '2027-01-01' };
    const reminder = boxReminderTemplate.render(locale, data);
    const failed = boxChargeFailedTemplate.render(locale, data);
    expect(reminder.subject).not.toBe(failed.subject);
    expect(reminder.html).toContain('/my-account/box');
    expect(failed.html).toContain('update=card');
    expect(reminder.text).toMatch(/2027/);
  });

  it('names the month in the reader’s language', () => {
    const data = { baseUrl: 'https://spindle.example', name: null, month: '2027-01-01' };
    expect(boxReminderTemplate.render('en', data).text).toContain('January 2027');
    expect(boxReminderTemplate.render('fr', data).text).toContain('janvier 2027');
  });

  const dispatch = {
    baseUrl: 'https://spindle.example',
    name: 'Ada',
    month: '2027-01-01',
    boxId: 12,
    records: [{ name: 'Night Drive', artist: 'The Box Band', coverUrl: '/projects/night-drive/cover.webp' }],
    tracking: null,
  };

  it.each(LOCALES)(
    'says in %s that the month’s box is on its way, with its records’ covers and /box-review',
    (locale) => {
      const email = boxDispatchedTemplate.render(locale, dispatch);
      expect(email.subject).toMatch(/2027|1월|janvier|enero|January/);
      expect(email.html).toContain('<img src="https://spindle.example/projects/night-drive/cover.webp"');
      expect(email.html).toMatch(/\/box-review\?box=12/);
      expect(email.text).toContain('Night Drive (The Box Band)');
    },
  );

  it('shows the tracking number, linked to the carrier, when known', () => {
    const without = boxDispatchedTemplate.render('en', dispatch);
    expect(without.text).not.toContain('Tracking number');
    const withTracking = boxDispatchedTemplate.render('en', {
      ...dispatch,
      tracking: { number: 'LP123456789FR', url: 'https://tracking.example/LP123456789FR' },
    });
    expect(withTracking.subject).toBe('Your box for January 2027 is on its way');
    expect(withTracking.html).toContain('href="https://tracking.example/LP123456789FR"');
    expect(withTracking.text).toContain('LP123456789FR');
  });
});
