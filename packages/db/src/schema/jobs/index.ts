// The jobs tables. Owned by the job runner (apps/server/src/jobs), not a module.
export * from './jobs.ts';
