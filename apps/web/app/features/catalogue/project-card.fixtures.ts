// A project card for the catalogue's tests.
import type { ProjectCard } from '@spindle/contracts';

/** A card as the API sends it: every field set, badges and funding on so that the tile shows them all. */
export const fullCard: ProjectCard = {
  id: 12,
  slug: 'nova-static-midnight-circuits',
  category: 'vinyl',
  name: 'Midnight Circuits',
  artistId: 3,
  artistName: 'Nova Static',
  labelId: 7,
  labelName: 'Blue Hour Records',
  picture: 'mc',
  coverUrl: '/storage/projects/mc/cover.jpg',
  price: { amountMinor: 2499, currency: 'EUR' },
  step: 'in_progress',
  isLimited: true,
  isPreorder: true,
  isSoldOut: false,
  copiesLeft: 40,
  goal: 300,
  sold: 120,
  progressPercent: 40,
  startAt: '2026-11-01T12:00:00.000Z',
  endAt: '2026-12-01T12:00:00.000Z',
  colour: { name: 'Ocean blue', hex: '#1f5fa8', effect: 'marble', secondaryHex: '#ffffff' },
  genreIds: [1, 4],
  format: 'LP',
};
