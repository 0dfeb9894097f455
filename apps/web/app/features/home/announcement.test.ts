import { describe, expect, it } from 'vitest';
import { announcementFor } from './announcement.ts';

const alert = {
  id: 12,
  text_en: 'Free shipping this weekend',
  text_fr: 'Livraison offerte ce week-end',
  link_en: '/vinyl-shop',
  link_fr: null,
};

describe('announcementFor', () => {
  it('shows the English text and link on an English page', () => {
    expect(announcementFor(alert, 'en', null)).toEqual({
      id: 12,
      text: 'Free shipping this weekend',
      link: '/vinyl-shop',
    });
  });

  it('shows the French text on a French page', () => {
    expect(announcementFor(alert, 'fr', '')).toEqual({ id: 12, text: 'Livraison offerte ce week-end', link: null });
  });

  it('falls back to English for the other locales', () => {
    expect(announcementFor(alert, 'kr', null)?.text).toBe('Free shipping this weekend');
  });

  it('is hidden once its cookie says false', () => {
    expect(announcementFor(alert, 'en', 'lang=en; 12=false')).toBeNull();
  });

  it('still shows when another announcement was closed', () => {
    expect(announcementFor(alert, 'en', '11=false')).not.toBeNull();
  });

  it('shows nothing for an error answer or no answer', () => {
    expect(announcementFor({ error: 'no_alert' }, 'en', null)).toBeNull();
    expect(announcementFor(null, 'en', null)).toBeNull();
  });

  it('shows nothing when the text of that language is empty', () => {
    expect(announcementFor({ ...alert, text_fr: ' ' }, 'fr', null)).toBeNull();
  });
});
