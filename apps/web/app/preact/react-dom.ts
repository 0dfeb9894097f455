// The browser build's `react-dom`: Preact's, with React 19's resource hints.
// @ts-expect-error preact/compat's types are one `export =` namespace; the build resolves the names.
export * from 'preact/compat';
export { default } from 'preact/compat';

interface PreloadOptions {
  as: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** React 19's `preload`: one `<link rel=preload>` per resource in the head (the server's is reused). */
export function preload(href: string, options: PreloadOptions): void {
  const key = options.imageSrcSet ?? href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')) {
    if ((link.getAttribute('imagesrcset') ?? link.getAttribute('href')) === key) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = options.as;
  link.href = href;
  if (options.type) link.type = options.type;
  if (options.imageSrcSet) link.setAttribute('imagesrcset', options.imageSrcSet);
  if (options.imageSizes) link.setAttribute('imagesizes', options.imageSizes);
  if (options.fetchPriority) link.setAttribute('fetchpriority', options.fetchPriority);
  document.head.append(link);
}
