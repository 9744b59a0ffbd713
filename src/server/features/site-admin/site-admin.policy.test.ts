import { describe, expect, it } from 'vitest';
import { isSiteAdmin, siteAdminRights } from './site-admin.policy';

const env = { ADMIN_EMAILS: ['boss@example.com', 'second@example.com'] };

describe('siteAdminRights', () => {
  it('gives rights to a listed address only once it is confirmed', () => {
    expect(siteAdminRights(env, { email: 'boss@example.com', emailVerified: true })).toBe('active');
    expect(siteAdminRights(env, { email: 'boss@example.com', emailVerified: false })).toBe(
      'needs-email-confirmation',
    );
    expect(isSiteAdmin(env, { email: 'boss@example.com', emailVerified: false })).toBe(false);
  });

  it('gives none to an address not listed, confirmed or not', () => {
    expect(siteAdminRights(env, { email: 'someone@example.com', emailVerified: true })).toBeNull();
    expect(siteAdminRights(env, { email: 'boss@example.co', emailVerified: true })).toBeNull();
    expect(
      siteAdminRights({ ADMIN_EMAILS: [] }, { email: 'boss@example.com', emailVerified: true }),
    ).toBeNull();
  });

  it('compares addresses whatever their case (the list is lower-cased when read)', () => {
    expect(isSiteAdmin(env, { email: 'Second@Example.COM', emailVerified: true })).toBe(true);
  });
});
