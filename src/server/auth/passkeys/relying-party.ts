/**
 * Who the passkeys belong to (decision 089): the site at APP_URL. A passkey is bound to the host name (the RP ID) and
 * is only accepted from a page of this origin, so one made for another site, or on a copy of this one at another
 * address, never signs anyone in here.
 */
export function relyingPartyOf(appUrl: string) {
  const url = new URL(appUrl);
  return { rpName: 'HabitSprint', rpID: url.hostname, origin: url.origin };
}
export type RelyingParty = ReturnType<typeof relyingPartyOf>;
