// The tags a page puts in <head> from inside its tree (title, description, canonical...): React hoists
// them there. The browser build's Preact does not: vite.config.ts swaps this module for
// preact/head-tags.ts, which renders them into <head> through a portal.
import type { ReactNode } from 'react';

export function HeadTags({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
