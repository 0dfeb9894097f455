// What each provider says about the person, mapped onto one profile shape.
// The accounts module turns a profile into an oauth_accounts row (docs/oauth.md, "Linking").
import { z } from 'zod';
import type { OAuthProviderName } from './providers.ts';

/** The person a provider vouches for. `providerUserId` is stable; names and pictures can change. */
export interface OAuthProfile {
  provider: OAuthProviderName;
  providerUserId: string;
  /** Lower-cased like users.email; null when the provider gives none (SoundCloud never does). */
  email: string | null;
  /** Only true when the provider asserts the address was verified (Google's email_verified). */
  emailVerified: boolean;
  name: string | null;
  pictureUrl: string | null;
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

function normaliseEmail(email: string | null): string | null {
  return email && email.includes('@') ? email.toLowerCase() : null;
}

const oidcClaimsSchema = z.object({
  sub: z.string().min(1),
  email: optionalText,
  // Some providers send the flag as the string "true".
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: optionalText,
  picture: optionalText,
});

/** Profile from verified ID token claims (Google). */
export function profileFromOidcClaims(provider: OAuthProviderName, claims: unknown): OAuthProfile | null {
  const parsed = oidcClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const email = normaliseEmail(parsed.data.email);
  return {
    provider,
    providerUserId: parsed.data.sub,
    email,
    emailVerified: email !== null && (parsed.data.email_verified === true || parsed.data.email_verified === 'true'),
    name: parsed.data.name,
    pictureUrl: parsed.data.picture,
  };
}

const facebookMeSchema = z.object({
  id: z.union([z.string().min(1), z.number().int()]),
  name: optionalText,
  email: optionalText,
  picture: z
    .object({ data: z.object({ url: optionalText, is_silhouette: z.boolean().optional() }).optional() })
    .optional(),
});

/** Profile from Graph API `/me?fields=id,name,email,picture`. */
export function profileFromFacebookMe(body: unknown): OAuthProfile | null {
  const parsed = facebookMeSchema.safeParse(body);
  if (!parsed.success) return null;
  const picture = parsed.data.picture?.data;
  return {
    provider: 'facebook',
    providerUserId: String(parsed.data.id),
    email: normaliseEmail(parsed.data.email),
    // Facebook does not assert verification per address; the accounts module must not merge on it.
    emailVerified: false,
    name: parsed.data.name,
    // The grey default silhouette is no picture.
    pictureUrl: picture?.is_silhouette ? null : (picture?.url ?? null),
  };
}

const soundcloudMeSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
  urn: z.string().optional(),
  username: optionalText,
  full_name: optionalText,
  avatar_url: optionalText,
});

/** Profile from SoundCloud `/me`. The numeric user id is kept; newer responses may carry only `urn`. */
export function profileFromSoundcloudMe(body: unknown): OAuthProfile | null {
  const parsed = soundcloudMeSchema.safeParse(body);
  if (!parsed.success) return null;
  const id = parsed.data.id ?? /^soundcloud:users:(\d+)$/.exec(parsed.data.urn ?? '')?.[1];
  if (id === undefined) return null;
  return {
    provider: 'soundcloud',
    providerUserId: String(id),
    email: null,
    emailVerified: false,
    name: parsed.data.full_name ?? parsed.data.username,
    pictureUrl: parsed.data.avatar_url,
  };
}

/** Profile from a plain OAuth 2 provider's profile endpoint. */
export function profileFromProfileResponse(provider: OAuthProviderName, body: unknown): OAuthProfile | null {
  switch (provider) {
    case 'facebook':
      return profileFromFacebookMe(body);
    case 'soundcloud':
      return profileFromSoundcloudMe(body);
    case 'google':
      return profileFromOidcClaims('google', body);
  }
}
