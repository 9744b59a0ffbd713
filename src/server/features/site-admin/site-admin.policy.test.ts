import { describe, expect, it } from 'vitest';
import { isSiteAdmin, siteAdminRights } from './site-admin.policy';

const env = { ADMIN_EMAILS: ['boss@example.com', 'second@example.com'] };

describe('siteAdminRights', () => {
  it('gives rights to a listed address only once it is confirmed', () => {
    expect(siteAdminRights(env, { email: 'boss@example.com', emailVerified: true, siteAdmin: false })).toBe(
      'active',
    );
    expect(siteAdminRights(env, { email: 'boss@example.com', emailVerified: false, siteAdmin: false })).toBe(
      'needs-email-confirmation',
    );
    expect(isSiteAdmin(env, { email: 'boss@example.com', emailVerified: false, siteAdmin: false })).toBe(
      false,
    );
  });

  it('gives none to an address not listed, confirmed or not', () => {
    expect(
      siteAdminRights(env, { email: 'someone@example.com', emailVerified: true, siteAdmin: false }),
    ).toBeNull();
    expect(
      siteAdminRights(env, { email: 'boss@example.co', emailVerified: true, siteAdmin: false }),
    ).toBeNull();
    expect(
      siteAdminRights(
        { ADMIN_EMAILS: [] },
        { email: 'boss@example.com', emailVerified: true, siteAdmin: false },
      ),
    ).toBeNull();
  });

  it('gives rights to an account a site administrator made one, once its address is confirmed', () => {
    expect(siteAdminRights(env, { email: 'helper@example.com', emailVerified: true, siteAdmin: true })).toBe(
      'active',
    );
    expect(siteAdminRights(env, { email: 'helper@example.com', emailVerified: false, siteAdmin: true })).toBe(
      'needs-email-confirmation',
    );
  });

  it('compares addresses whatever their case (the list is lower-cased when read)', () => {
    expect(isSiteAdmin(env, { email: 'Second@Example.COM', emailVerified: true, siteAdmin: false })).toBe(
      true,
    );
  });
});
