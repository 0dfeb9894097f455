// `npm run dev`: the same server with Vite in middleware mode (HMR, pages reloaded on every edit).
process.env.NODE_ENV ??= 'development';

const { closeOnSignals, startServer } = await import('../apps/server/src/main.ts');
closeOnSignals(await startServer({ web: 'development' }));

export {};
