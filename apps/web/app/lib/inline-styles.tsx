// The site's stylesheet (~10 KB compressed) goes inside the document's <head> instead of a <link>:
// a full page load paints as soon as its HTML arrives, without a render-blocking request for the
// stylesheet racing the scripts and the first covers on a slow connection. Later navigations happen
// in the browser and keep the <head>, so the CSS is sent once per full load.
//
// The text is given by entry.server.tsx (a server-only module) through this context: the browser's
// bundle never carries it. When hydrating, the browser renders the same <style> empty and React keeps
// the server's content (a dangerouslySetInnerHTML mismatch is not patched, and the warning is suppressed,
// as React Router's <Scripts> does for its inline scripts).
import { createContext, useContext } from 'react';

export const InlineStylesContext = createContext<string | null>(null);

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  return <style data-app-styles="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css ?? '' }} />;
}
