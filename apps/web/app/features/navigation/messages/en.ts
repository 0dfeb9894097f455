// Strings of the mobile menu panel (spec section 2, navigation bar).
export const navigationEn = {
  open: 'Open the menu',
  title: 'Browse Spindle',
  close: 'Close the menu',
  genres: 'Genres',
  categories: 'Categories',
  allRecords: 'All records',
  information: 'Spindle',
  language: 'Language',
  currency: 'Currency',
  links: {
    about: 'About us',
    pressing: 'Press your record',
    howItWorks: 'How it works',
    blog: 'Our blog',
    newsletter: 'Newsletter',
    partners: 'Partners',
    contact: 'Contact us',
    terms: 'Terms of sale',
    returns: 'Returns and refunds',
  },
} as const;
