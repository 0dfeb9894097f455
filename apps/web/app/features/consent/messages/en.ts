// Strings of the cookie-consent toast and of the choice in the cookie-preferences dialog.
export const consentEn = {
  label: 'Cookie consent',
  title: 'Cookies on Spindle',
  text: 'We would like to measure visits and what is played, added to carts and bought, to improve the store. Nothing is measured unless you accept.',
  accept: 'Accept',
  refuse: 'Refuse',
  preferencesText:
    'Spindle always sets the cookies it needs to work: your language, your currency, your cart and your session. With your consent it also measures visits and purchases to improve the store.',
  current: {
    granted: 'You accepted the measurement of visits.',
    denied: 'You refused the measurement of visits.',
    unset: 'You have not chosen yet.',
  },
} as const;
