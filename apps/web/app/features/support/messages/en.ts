// Strings of the support launcher (bottom right, during support hours).
export const supportEn = {
  chat: 'Chat with us',
  contact: 'Contact us',
  hide: 'Hide the help button',
} as const;
