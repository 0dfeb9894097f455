import { LOCALES } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { boxChargeFailedTemplate, boxReminderTemplate } from './box-cycle-email.ts';

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
});
