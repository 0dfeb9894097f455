// Strings of the header search and its live results (spec section 2, "Footer and search").
export const searchEn = {
  label: 'Search the shop',
  placeholder: 'Artists, records, labels',
  open: 'Open search',
  submit: 'Search',
  tabs: 'Search in',
  tab: {
    projects: 'Releases',
    artists: 'Artists',
    labels: 'Labels',
  },
  results: 'Search results',
  searching: 'Searching…',
  no_result: 'No result for “{{text}}”',
  resultCount_one: '{{count}} result',
  resultCount_other: '{{count}} results',
  failed: 'The search is not answering. Try again in a moment.',
} as const;
