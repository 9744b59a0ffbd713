import { type Column, eq, type SQL, sql } from 'drizzle-orm';

// Invitations and waitlist sign-ups are kept under an e-mail address, not an account. They are an account's only
// once it has confirmed that address (decision 056): with REQUIRE_EMAIL_VERIFICATION off (the default) anyone may
// sign up with someone else's address, and only its owner can follow the link e-mailed to it. Site administrators
// follow the same rule (site-admin.policy.ts).

/** The address whose rows belong to this account: its own once confirmed, else none. */
export const confirmedAddressOf = (account: { email: string; emailVerified: boolean }): string | null =>
  account.emailVerified ? account.email : null;

/** `column` holds `address`; no row matches no address. */
export const isAddress = (column: Column, address: string | null): SQL =>
  address === null ? sql`false` : eq(column, address);
