// The third-party tags the pages may load (docs/analytics.md "Third-party tags"), each only when
// configured and, in the browser, only after the visitor's consent for its purpose: a tag manager
// (Google Tag Manager, GTM_ID), an analytics service (Plausible, PLAUSIBLE_DOMAIN) and the support
// chat (Crisp, CRISP_WEBSITE_ID). The pages' CSP opens to exactly the hosts of the configured ones.

/** What the pages need to load the configured tags (handed to them through the load context). */
export interface ThirdPartyTags {
  /** Google Tag Manager container id ("GTM-" and the container code). */
  gtmId: string | null;
  /** Plausible: the site's domain as registered there, and the script to load. */
  plausible: { domain: string; scriptUrl: string } | null;
  /** Crisp website id (a UUID). */
  crispWebsiteId: string | null;
}

export interface ThirdPartyTagConfig {
  GTM_ID?: string | undefined;
  PLAUSIBLE_DOMAIN?: string | undefined;
  PLAUSIBLE_SCRIPT_URL?: string | undefined;
  CRISP_WEBSITE_ID?: string | undefined;
}

export const DEFAULT_PLAUSIBLE_SCRIPT_URL = 'https://plausible.io/js/script.js';

/** The configured tags; none when their variables are unset. */
export function thirdPartyTagsOf(config: ThirdPartyTagConfig): ThirdPartyTags {
  return {
    gtmId: config.GTM_ID ?? null,
    plausible: config.PLAUSIBLE_DOMAIN
      ? { domain: config.PLAUSIBLE_DOMAIN, scriptUrl: config.PLAUSIBLE_SCRIPT_URL ?? DEFAULT_PLAUSIBLE_SCRIPT_URL }
      : null,
    crispWebsiteId: config.CRISP_WEBSITE_ID ?? null,
  };
}

/** Extra CSP sources of the pages, per directive. */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  img: string[];
  style: string[];
  font: string[];
  frame: string[];
  media: string[];
}

const GTM = 'https://www.googletagmanager.com';
// Crisp's documented policy (https://docs.crisp.chat/guides/others/whitelisting-our-systems/csp/).
const CRISP_CLIENT = 'https://client.crisp.chat';
const CRISP_SETTINGS = 'https://settings.crisp.chat';
const CRISP_IMAGE = 'https://image.crisp.chat';
const CRISP_STORAGE = 'https://storage.crisp.chat';
const CRISP_RELAY = ['wss://client.relay.crisp.chat', 'wss://stream.relay.crisp.chat'];
const CRISP_GAME = 'https://game.crisp.chat';

/** The hosts the configured tags need, and nothing for those not configured. */
export function thirdPartySourcesOf(tags: ThirdPartyTags): ThirdPartySources {
  const sources: ThirdPartySources = { script: [], connect: [], img: [], style: [], font: [], frame: [], media: [] };
  if (tags.gtmId) {
    sources.script.push(GTM);
    sources.img.push(GTM);
    sources.connect.push(GTM);
  }
  if (tags.plausible) {
    // Plausible's script posts its events to the host it is served from.
    const origin = new URL(tags.plausible.scriptUrl).origin;
    sources.script.push(origin);
    sources.connect.push(origin);
  }
  if (tags.crispWebsiteId) {
    sources.script.push(CRISP_CLIENT, CRISP_SETTINGS);
    sources.connect.push(CRISP_CLIENT, CRISP_STORAGE, ...CRISP_RELAY);
    sources.img.push(CRISP_CLIENT, CRISP_IMAGE, CRISP_STORAGE);
    sources.style.push(CRISP_CLIENT);
    sources.font.push(CRISP_CLIENT);
    sources.frame.push(CRISP_GAME);
    sources.media.push(CRISP_CLIENT);
  }
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique(sources.script),
    connect: unique(sources.connect),
    img: unique(sources.img),
    style: unique(sources.style),
    font: unique(sources.font),
    frame: unique(sources.frame),
    media: unique(sources.media),
  };
}
