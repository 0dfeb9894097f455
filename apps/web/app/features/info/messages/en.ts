// Interface strings of the information pages (the page texts themselves live in ../content/).
export const infoEn = {
  toc: 'On this page',
  services: {
    eyebrow: 'Our services',
    others: 'Our other services',
  },
  blog: {
    articles: 'Latest articles',
    allArticles: 'All articles',
    moreArticles: 'More articles',
  },
  form: {
    optional: 'optional',
    errors: {
      input_required: 'Please fill in this field.',
      email_invalid: 'Enter a valid e-mail address, like name@example.com.',
      latin_invalid: "Use Latin letters, digits, spaces and # , ' ’ . - / only.",
      input_too_long: 'This is too long.',
      input_invalid_choice: 'Choose one of the options in the list.',
    },
    tooManyRequests: 'You have sent this form several times in a short while. Please try again in a few minutes.',
    failed: 'This could not be sent just now. Please try again in a moment.',
  },
  contact: {
    heading: 'Send us a message',
    name: 'Your name',
    email: 'Your e-mail address',
    subject: 'What is it about?',
    chooseSubject: 'Choose a subject',
    subjects: {
      order: 'My order',
      artist: 'A pressing or artist project',
      press: 'Press and media',
      other: 'Something else',
    },
    orderNumber: 'Order number',
    orderNumberHint: 'In your confirmation e-mail, for example 10452.',
    message: 'Your message',
    honeypot: 'Leave this field empty',
    submit: 'Send the message',
    sending: 'Sending…',
    sentTitle: 'Message sent',
    sentText:
      'Thank you for writing to us. A copy of your message is on its way to your inbox, and we will reply from Monday to Friday, 10:00 to 17:00 Paris time.',
    writeAnother: 'Write another message',
  },
  newsletter: {
    heading: 'Sign up for the newsletter',
    email: 'Your e-mail address',
    language: 'Language of the newsletter',
    submit: 'Subscribe',
    subscribing: 'Subscribing…',
    subscribedTitle: 'You are on the list',
    subscribedText:
      'The next newsletter will reach you on Thursday morning. Every issue ends with a link to unsubscribe in one click.',
  },
} as const;
