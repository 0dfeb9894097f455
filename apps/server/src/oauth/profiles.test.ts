import { describe, expect, it } from 'vitest';
import { profileFromFacebookMe, profileFromOidcClaims, profileFromSoundcloudMe } from './profiles.ts';

describe('profileFromOidcClaims', () => {
  it.each([
    [{ email_verified: true }, true],
    [{ email_verified: 'true' }, true],
    [{ email_verified: false }, false],
    [{}, false],
  ])('reads email_verified %j as %s', (flag, expected) => {
    const profile = profileFromOidcClaims('google', { sub: '1', email: 'A@B.example', ...flag });
    expect(profile?.emailVerified).toBe(expected);
    expect(profile?.email).toBe('a@b.example');
  });

  it('never calls a missing e-mail verified', () => {
    expect(profileFromOidcClaims('google', { sub: '1', email_verified: true })).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it('needs a subject', () => {
    expect(profileFromOidcClaims('google', { email: 'a@b.example' })).toBeNull();
  });
});

describe('profileFromFacebookMe', () => {
  it('reads id, name, e-mail and picture', () => {
    expect(
      profileFromFacebookMe({
        id: '10',
        name: ' Bob ',
        email: 'Bob@Example.com',
        picture: { data: { url: 'https://fb/p.jpg', is_silhouette: false } },
      }),
    ).toEqual({
      provider: 'facebook',
      providerUserId: '10',
      email: 'bob@example.com',
      emailVerified: false,
      name: 'Bob',
      pictureUrl: 'https://fb/p.jpg',
    });
  });

  it('treats the default silhouette and a missing e-mail as nothing', () => {
    expect(
      profileFromFacebookMe({ id: '10', picture: { data: { url: 'https://fb/s.jpg', is_silhouette: true } } }),
    ).toMatchObject({ email: null, name: null, pictureUrl: null });
  });

  it('needs an id', () => {
    expect(profileFromFacebookMe({ name: 'Bob' })).toBeNull();
  });
});

describe('profileFromSoundcloudMe', () => {
  it('prefers the full name and falls back to the username', () => {
    expect(profileFromSoundcloudMe({ id: 7, username: 'dj', full_name: 'DJ Seven' })?.name).toBe('DJ Seven');
    expect(profileFromSoundcloudMe({ id: 7, username: 'dj', full_name: '' })?.name).toBe('dj');
  });

  it('keeps the numeric id even when only the urn is given', () => {
    expect(profileFromSoundcloudMe({ urn: 'soundcloud:users:123' })?.providerUserId).toBe('123');
    expect(profileFromSoundcloudMe({ id: 123, urn: 'soundcloud:users:123' })?.providerUserId).toBe('123');
  });

  it('has no e-mail and needs an id', () => {
    expect(profileFromSoundcloudMe({ id: 1 })).toMatchObject({ email: null, emailVerified: false });
    expect(profileFromSoundcloudMe({ username: 'dj' })).toBeNull();
  });
});
