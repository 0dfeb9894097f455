// Strings of the support launcher (bottom right): the chat in support hours, the contact form otherwise.
export const supportEn = {
  chat: 'Chat with us',
  contact: 'Write to us',
  hide: 'Hide the help button',
  form: {
    title: 'Write to the team',
    intro: 'We answer on weekdays, 10:00 to 17:00 Paris time.',
    message: 'Your message',
    send: 'Send the message',
    close: 'Close',
    failed: 'The message could not be sent. Please try again.',
    sentTitle: 'Your message was sent.',
    sentInbox: 'The team’s answer will come to your messages.',
    openInbox: 'Open the conversation',
    sentEmail: 'The team will answer at the e-mail address you gave.',
  },
} as const;
