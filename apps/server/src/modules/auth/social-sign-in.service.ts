// Turns a profile a provider vouches for into a Spindle account (docs/oauth.md, "Linking to
// accounts"): sign in the linked user; link to the signed-in user; link to the account of a
// verified e-mail (Google only asserts verification); or create an account. Facebook and SoundCloud
// e-mails are never merged into an existing account: the owner signs in with the password and links.
import type { AttributionFields } from '@spindle/contracts';
import type { OAuthProfile } from '../../oauth/profiles.ts';
import { attributionOf } from './attribution.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { AuthService } from './auth.service.ts';
import type { ClientContext } from './client-context.ts';
import type { EmailLinksService } from './email-links.service.ts';
import type { SignedIn } from './sign-in.service.ts';

/** Why a social sign-in did not open a session (the web shows each differently). */
export type SocialSignInFailureCode =
  /** The provider gave no e-mail (SoundCloud): ask for one, then POST auth/oauth/complete. */
  | 'oauth_email_required'
  /** An account has this e-mail but it cannot be merged on the provider's word: sign in with the password, then link. */
  | 'oauth_link_requires_password'
  /** The social account is already linked to another Spindle account than the signed-in one. */
  | 'oauth_account_taken';

export type SocialSignInResult = (SignedIn & { created: boolean }) | { ok: false; code: SocialSignInFailureCode };

export interface SocialSignInRequest {
  profile: OAuthProfile;
  /** The signed-in user linking a provider from their profile, or null. */
  currentUserId: number | null;
  attribution: AttributionFields;
  /** An address the person typed because the provider gave none (never trusted as verified). */
  typedEmail?: string | null;
}

export interface SocialSignInDeps {
  repo: AuthRepo;
  auth: AuthService;
  emailLinks: Pick<EmailLinksService, 'sendConfirmation' | 'sendWelcome'>;
  clock: () => Date;
}

export function createSocialSignInService({ repo, auth, emailLinks, clock }: SocialSignInDeps) {
  async function signIn(userId: number, created: boolean, client: ClientContext): Promise<SocialSignInResult> {
    const session = await auth.openSession(userId, {
      ip: client.ip,
      userAgent: client.userAgent,
      replacing: client.heldToken,
    });
    return { ok: true, userId, created, ...session };
  }

  async function createAccount(request: SocialSignInRequest, client: ClientContext): Promise<SocialSignInResult> {
    const { profile } = request;
    const verifiedEmail = profile.email !== null && profile.emailVerified ? profile.email : null;
    const email = profile.email ?? request.typedEmail ?? null;
    if (email === null) return { ok: false, code: 'oauth_email_required' };
    const attribution = await attributionOf(repo, request.attribution, client);
    const userId = await repo.insertUser({
      email,
      name: profile.name ?? email.slice(0, email.indexOf('@')),
      passwordHash: null,
      emailConfirmedAt: verifiedEmail === email ? clock() : null,
      newsletter: false,
      type: 'customer',
      ...attribution,
    });
    // Taken in the meantime, or a typed/unverified address of an existing account: never merged.
    if (userId === null) return { ok: false, code: 'oauth_link_requires_password' };
    await repo.linkOAuthAccount({
      userId,
      provider: profile.provider,
      providerUserId: profile.providerUserId,
      email: profile.email,
    });
    if (verifiedEmail === email) await emailLinks.sendWelcome(userId, client.baseUrl);
    else await emailLinks.sendConfirmation(userId, client.baseUrl);
    return signIn(userId, true, client);
  }

  return {
    /** Signs in, links or creates, in the order of docs/oauth.md. */
    async signInWithProfile(request: SocialSignInRequest, client: ClientContext): Promise<SocialSignInResult> {
      const { profile, currentUserId } = request;
      const linkedUserId = await repo.findUserIdByOAuth(profile.provider, profile.providerUserId);
      if (linkedUserId !== null) {
        if (currentUserId !== null && currentUserId !== linkedUserId) return { ok: false, code: 'oauth_account_taken' };
        return signIn(linkedUserId, false, client);
      }
      const link = (userId: number) =>
        repo.linkOAuthAccount({
          userId,
          provider: profile.provider,
          providerUserId: profile.providerUserId,
          email: profile.email,
        });

      if (currentUserId !== null) {
        if (!(await link(currentUserId))) return { ok: false, code: 'oauth_account_taken' };
        return signIn(currentUserId, false, client);
      }
      const existing = profile.email === null ? null : await repo.findCredentialsByEmail(profile.email);
      if (existing) {
        if (!profile.emailVerified) return { ok: false, code: 'oauth_link_requires_password' };
        if (!(await link(existing.id))) return { ok: false, code: 'oauth_account_taken' };
        // The provider has just vouched for the address.
        await repo.confirmEmail(existing.id, clock());
        return signIn(existing.id, false, client);
      }
      return createAccount(request, client);
    },
  };
}

export type SocialSignInService = ReturnType<typeof createSocialSignInService>;
