// A full page load paints from the document alone: the rules its HTML can use are inside <head>
// (entry.server.tsx chooses them per page type, lib/critical-styles.server.ts), and the full stylesheet,
// a hashed file cached for a year, is linked at the end of <body> for what the page shows after that
// (menus and dialogs opened by scripts, the next pages of a client navigation). Later navigations happen
// in the browser and keep both.
//
// The inline text is given by entry.server.tsx (a server-only module) through this context: the browser's
// bundle never carries it. When hydrating, the browser renders the same <style> empty and React keeps
// the server's content (a dangerouslySetInnerHTML mismatch is not patched, and the warning is suppressed,
// as React Router's <Scripts> does for its inline scripts).
import { createContext, useContext } from 'react';
import fullStylesheetUrl from '../styles/app.css?url';

export const InlineStylesContext = createContext<string | null>(null);

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  return <style data-app-styles="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css ?? '' }} />;
}

/**
 * The full stylesheet, after the page's content and before its scripts, with a low fetch priority. No
 * inline handler is needed (the CSP allows scripts by nonce only), and the page still hydrates, and its
 * menus open, with every rule in place: a parser-inserted stylesheet holds back the classic scripts after
 * it (React Router's context script, which the module that hydrates comes after). Its place and priority
 * keep it off the first paint's path: the browser paints what the inline rules style meanwhile.
 */
export function FullStylesheet() {
  return <link rel="stylesheet" href={fullStylesheetUrl} fetchPriority="low" data-app-stylesheet="" />;
}
