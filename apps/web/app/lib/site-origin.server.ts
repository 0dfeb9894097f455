// The public origin for canonical and share URLs: PUBLIC_URL when the deployment sets it (the same
// variable apps/server reads), otherwise the origin the request came in on.

/** 'https://spindle.example' for a page URL, without a trailing slash. */
export function siteOrigin(pageUrl: URL, publicUrl: string | undefined = process.env.PUBLIC_URL): string {
  if (publicUrl) {
    try {
      return new URL(publicUrl).origin;
    } catch {
      // apps/server validates PUBLIC_URL at boot; an invalid value never reaches a request.
    }
  }
  return pageUrl.origin;
}

/** Whether a host name is a developer's machine (localhost, 127.0.0.1, ::1, *.localhost). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The announcement banner shows only on the main public host or a local host (spec section 2). */
export function showsAnnouncement(pageUrl: URL, publicUrl: string | undefined = process.env.PUBLIC_URL): boolean {
  const { hostname } = pageUrl;
  if (isLocalHost(hostname)) return true;
  if (!publicUrl) return false;
  try {
    return new URL(publicUrl).hostname.toLowerCase() === hostname.toLowerCase();
  } catch {
    return false;
  }
}
