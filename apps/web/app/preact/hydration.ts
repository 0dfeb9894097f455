// Whether the browser is hydrating the server's HTML right now (client.ts sets it around Preact's
// hydrate, which runs the whole tree at once). React tells this itself; Preact does not.
export const hydration = { active: false };
