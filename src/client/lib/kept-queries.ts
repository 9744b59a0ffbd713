import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { KEPT_PERSON_KEY } from '#shared/kept-person-key';
import { queryKeys } from './query-keys';

// The last data a person saw, kept on this device so the next open shows it at once and then refreshes it
// (decision 064): who is signed in and the dashboard, in localStorage under the person's id. Read synchronously
// before the first render, so a return visit draws the kept dashboard without waiting for the network.

const KEPT_PREFIX = 'habitsprint-kept:';
/** older kept data is dropped rather than shown: a week-old Today panel would mislead more than it helps */
export const KEPT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The shape of what is kept: raised whenever a kept answer changes shape (2: the dashboard's bounded sections and
 * their counts, decision 066), so an app that was updated never draws data of the shape before.
 */
const KEPT_FORMAT = 2;

interface KeptData {
  format?: number;
  savedAt: number;
  state: DehydratedState;
}

const KEPT_ROOTS: readonly unknown[] = [queryKeys.session()[0], queryKeys.dashboard.all()[0]];
const isKeptQuery = (query: Query) =>
  query.state.status === 'success' && KEPT_ROOTS.includes(query.queryKey[0]);

/** Puts the person's kept data in the cache before the first render; nothing when there is none or it is too old. */
export function restoreKeptQueries(client: QueryClient) {
  try {
    const personId = localStorage.getItem(KEPT_PERSON_KEY);
    const kept = personId && localStorage.getItem(KEPT_PREFIX + personId);
    if (!kept) return;
    const { format, savedAt, state } = JSON.parse(kept) as KeptData;
    // too old or of an older shape, the data goes; the person stays known here, so the loading shell stays theirs
    // (is-person-kept.ts) until the session says otherwise
    if (format !== KEPT_FORMAT || Date.now() - savedAt > KEPT_MAX_AGE_MS)
      return localStorage.removeItem(KEPT_PREFIX + personId);
    hydrate(client, state);
    // shown at once, but always asked again: the server may say someone else is signed in by now
    void client.invalidateQueries({ refetchType: 'none' });
  } catch {
    // storage refused (private mode) or unreadable: the app opens from the network as before
  }
}

/** Keeps the cache's kept queries on the device after each fresh answer, and forgets them with the session. */
export function keepQueries(client: QueryClient) {
  let saving: ReturnType<typeof setTimeout> | undefined;
  client.getQueryCache().subscribe((event) => {
    const isSession = event.query.queryKey[0] === queryKeys.session()[0];
    // queryClient.clear() at sign-out and account deletion removes the session: its kept data goes with it
    if (event.type === 'removed' && isSession) return forgetKeptQueries();
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptQuery(event.query)) return;
    clearTimeout(saving);
    saving = setTimeout(() => saveKeptQueries(client), 200);
  });
}

function saveKeptQueries(client: QueryClient) {
  const session = client.getQueryData<{ user?: { id: string } } | null>(queryKeys.session());
  const personId = session?.user?.id;
  try {
    const keptPersonId = localStorage.getItem(KEPT_PERSON_KEY);
    // the server says someone else (or nobody) is signed in now: what was kept of the last person goes at once
    if (keptPersonId && keptPersonId !== personId) {
      forgetKeptQueries();
      client.removeQueries({ queryKey: queryKeys.dashboard.all() });
    }
    if (!personId) return;
    const state = dehydrate(client, { shouldDehydrateQuery: isKeptQuery });
    const kept: KeptData = { format: KEPT_FORMAT, savedAt: Date.now(), state: withoutSessionSecrets(state) };
    localStorage.setItem(KEPT_PREFIX + personId, JSON.stringify(kept));
    localStorage.setItem(KEPT_PERSON_KEY, personId);
  } catch {
    // storage full or refused: nothing is kept, the next open loads from the network
  }
}

/** better-auth's session answer carries its token: only the person and the session's end are kept. */
function withoutSessionSecrets(state: DehydratedState): DehydratedState {
  const queries = state.queries.map((query) => {
    if (query.queryKey[0] !== queryKeys.session()[0]) return query;
    const data = query.state.data as { user: unknown; session?: { expiresAt?: string } } | null;
    const kept = data && { user: data.user, session: { expiresAt: data.session?.expiresAt } };
    return { ...query, state: { ...query.state, data: kept } };
  });
  return { ...state, queries };
}

/** Forgets every person's kept data on this device (sign-in, sign-out, account deletion). */
export function forgetKeptQueries() {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(KEPT_PREFIX)) localStorage.removeItem(key);
    localStorage.removeItem(KEPT_PERSON_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}
