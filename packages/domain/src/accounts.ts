// What an account is made of beside its role (account-access.ts): the kind chosen at sign-up and the
// social sign-in providers it may link (spec section 7: POST auth/google, auth/facebook, auth/soundcloud).

/** The kinds of account a person chooses at sign-up. */
export const USER_TYPES = ['customer', 'artist', 'label'] as const;

/** An account's kind. */
export type UserType = (typeof USER_TYPES)[number];

/** The social sign-in providers, in the order the web shows their buttons. */
export const OAUTH_PROVIDER_NAMES = ['google', 'facebook', 'soundcloud'] as const;

/** A social sign-in provider. */
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];
