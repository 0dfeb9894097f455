// The return requests, owned by the returns module (apps/server/src/modules/returns); no other module
// reads or writes them.
export * from './returns.ts';
