// The English texts of /admin/messages (docs/messages.md "Support inbox").
export const adminSupportInboxEn = {
  supportInbox: {
    nav: 'Support messages',
    title: 'Support messages',
    intro:
      'Customers’ messages to the team, latest first; unread ones in bold with their count. Open one to read it and answer: the customer reads the answer in their messages.',
    unreadTotal: '{{count}} unread support messages',
    none: 'No support message yet.',
    back: 'All support messages',
  },
} as const;
