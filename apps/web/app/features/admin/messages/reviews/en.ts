// The staff's moderation of customers' reviews in English (docs/admin.md "Customers' reviews"): the
// reference the other four catalogues match; spread into the admin catalogue.
export const adminModerationEn = {
  moderation: {
    nav: 'Reviews',
    title: 'Customers’ reviews',
    waiting: 'Customers’ reviews to check',
    counts: '{{pending}} waiting, {{published}} published, {{hidden}} hidden',
    status: 'Status',
    statuses: { any: 'Any', pending: 'Waiting', published: 'Published', hidden: 'Hidden' },
    rating: 'Rating',
    anyRating: 'Any',
    project: 'Project number',
    written: 'Written',
    review: 'Review',
    author: 'By',
    order: 'Order',
    actions: 'Moderation',
    stars: '{{rating}} out of 5',
    publish: 'Publish',
    hide: 'Hide',
    answer: 'Answer',
    answerLabel: 'Answer to review {{id}}, shown under it',
    saveAnswer: 'Save the answer',
    answered: 'Answered {{date}}',
    done: {
      publish: 'Review {{id}} published.',
      hide: 'Review {{id}} hidden.',
      answer: 'Answer to review {{id}} saved.',
    },
    failed: 'The review could not be changed: {{code}}.',
  },
};
