// The projects tables. Owned by the projects module (apps/server/src/modules/projects); no other module reads
// or writes them.
export * from './project-images.ts';
export * from './projects.ts';
