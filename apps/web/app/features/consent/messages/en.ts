// Strings of the cookie-consent toast and of the cookie-preferences dialog.
export const consentEn = {
  label: 'Cookie consent',
  title: 'Cookies on Spindle',
  text: 'We would like to measure visits, run our marketing tags and offer the support chat. Nothing of this runs unless you accept.',
  acceptAll: 'Accept all',
  refuseAll: 'Refuse all',
  choose: 'Choose',
  save: 'Save my choices',
  preferencesText:
    'Spindle always sets the cookies it needs to work: your language, your currency, your cart and your session. Choose what else may run.',
  purposes: {
    necessary: {
      name: 'Necessary',
      description: 'Language, currency, cart and session. Always on.',
    },
    analytics: {
      name: 'Measuring visits',
      description: 'Our own measurement of visits and purchases, and our analytics service.',
    },
    marketing: {
      name: 'Marketing',
      description: 'The tag manager, which receives the pages viewed and the records added to carts and bought.',
    },
    chat: {
      name: 'Support chat',
      description: 'The chat with our team, run by our chat provider, during opening hours.',
    },
  },
  current: {
    all: 'You accepted everything.',
    none: 'You refused everything optional.',
    some: 'You accepted some purposes.',
    unset: 'You have not chosen yet.',
  },
} as const;
