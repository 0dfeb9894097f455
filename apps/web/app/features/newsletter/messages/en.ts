// /newsletter/unsubscribe, the page a newsletter's footer link opens (docs/newsletter.md).
export const newsletterPageEn = {
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    intro:
      'Press the button to stop receiving the Spindle newsletter at this address. Your account, orders and other e-mails stay as they are.',
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    doneText:
      'This address will no longer receive the newsletter. Changed your mind? You can subscribe again at any time.',
    subscribeAgain: 'Subscribe again',
    invalid: 'This link is not valid. If you copied it from the e-mail, check that it is complete.',
    home: 'Back to the shop',
  },
};
