// Public face of project-cards: the read model of a project tile (its columns, its mapping to the
// contract's ProjectCard, cover URLs) and which steps the public sees. Every module that lists
// projects builds on it; it depends on no other module.
export { cardColumns, containsPattern } from './card-columns.ts';
export { DEFAULT_COVER_URL, type ProjectCardRow, coverUrlOf, storageUrl, toProjectCard } from './project-card.ts';
export { LISTED_STEPS, PUBLIC_STEPS } from './visibility.ts';
export { type ProjectSummary, projectSummariesOf } from './project-summaries.ts';
