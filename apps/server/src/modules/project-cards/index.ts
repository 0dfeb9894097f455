// Public face of project-cards: the tile every list of projects shows (the contract's ProjectCard) and
// what its lists need beside it: the tile's columns, cover and the public steps, which are projects'
// (the tables are theirs, decision 0017) and are given here again so a list reads one face, and the
// public URL of a stored picture. It sits just above projects; it owns and names no table.
export { storageUrl } from '../../storage/public-url.ts';
export {
  DEFAULT_COVER_URL,
  LISTED_STEPS,
  PUBLIC_STEPS,
  type ProjectSummary,
  cardColumns,
  containsPattern,
  coverUrlOf,
  projectSummariesOf,
} from '../projects/index.ts';
export { type ProjectCardRow, toProjectCard } from './project-card.ts';
