// Strings of the embeddable player card (/widget).
export const widgetEn = {
  label: 'Spindle player: {{title}}',
  buy: 'Buy on Spindle',
  poweredBy: 'On Spindle',
  tracklist: 'Tracks',
  noPreview: 'No preview to play yet.',
  position: 'Position in {{title}}',
} as const;
