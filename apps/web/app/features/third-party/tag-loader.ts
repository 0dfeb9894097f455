// Loading the configured third-party scripts in the browser, once each (docs/analytics.md
// "Third-party tags"). Callers decide when: only after the visitor's consent for the purpose.
import { pushToDataLayer } from '../consent/index.ts';

export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';

declare global {
  interface Window {
    $crisp?: unknown[][];
    CRISP_WEBSITE_ID?: string;
  }
}

const loaded = new Set<string>();

/** Appends an async script once per URL; false when it was already there. */
function loadScript(src: string, attributes: Record<string, string> = {}): boolean {
  if (loaded.has(src)) return false;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  return true;
}

/** Whether a script was loaded in this tab (scripts cannot be unloaded: withdrawing consent reloads). */
export function hasLoadedScripts(): boolean {
  return loaded.size > 0;
}

/** Google Tag Manager's container, with its start event in the (consent-gated) data layer. */
export function loadTagManager(containerId: string): void {
  if (loaded.has(gtmScriptUrl(containerId))) return;
  pushToDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  loadScript(gtmScriptUrl(containerId));
}

export function gtmScriptUrl(containerId: string): string {
  return `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** Plausible Analytics: cookieless; it counts page views itself, client-side navigations included. */
export function loadPlausible(domain: string, scriptUrl: string): void {
  loadScript(scriptUrl, { 'data-domain': domain });
}

function crispQueue(): unknown[][] {
  window.$crisp = window.$crisp ?? [];
  return window.$crisp;
}

/**
 * Crisp's chat, its own bubble hidden: our launcher opens it (features/support), and it hides
 * again when the visitor closes it.
 */
export function loadCrisp(websiteId: string): void {
  if (loaded.has(CRISP_SCRIPT_URL)) return;
  const queue = crispQueue();
  window.CRISP_WEBSITE_ID = websiteId;
  queue.push(['do', 'chat:hide']);
  queue.push(['on', 'chat:closed', () => crispQueue().push(['do', 'chat:hide'])]);
  loadScript(CRISP_SCRIPT_URL);
}

export function openCrisp(): void {
  crispQueue().push(['do', 'chat:show'], ['do', 'chat:open']);
}

/** Hides Crisp's chat (the launcher is not shown here or now); nothing when Crisp never loaded. */
export function hideCrisp(): void {
  if (loaded.has(CRISP_SCRIPT_URL)) crispQueue().push(['do', 'chat:hide']);
}
