import type { ForumCategory } from '#shared/forum/forum.schemas';

/*
 * Every cache key of the client, in one place (docs/decisions/033). Keys nest: invalidating a prefix (an `all()`)
 * refreshes every read under it, so a feature that changes what another shows invalidates that feature's key from
 * here instead of spelling its array. Only this file writes key arrays.
 */

const challenges = ['challenges'] as const;
const challengeDetail = (id: string) => [...challenges, 'detail', id] as const;
const dashboard = ['dashboard'] as const;
const profile = ['profile'] as const;
const forum = ['forum'] as const;
const forumLists = [...forum, 'list'] as const;
const notifications = ['notifications'] as const;
// group posts live under the groups key, so joining, leaving or deleting a group refreshes its posts tab too
const groups = ['groups'] as const;
const groupLists = [...groups, 'list'] as const;
const groupDetail = (id: string) => [...groups, 'detail', id] as const;
const groupPosts = (groupId: string) => [...groups, 'posts', groupId] as const;
const auth = ['auth'] as const;

export const queryKeys = {
  /** Who is signed in: the auth client refreshes it after sign-in, sign-up, sign-out and reset. */
  session: () => ['session'] as const,
  appConfig: () => ['app-config'] as const,
  /** The settings' sign-in and security section: address, pending change, signed-in devices. */
  account: {
    security: () => ['account', 'security'] as const,
    singleSignOn: () => ['account', 'single-sign-on'] as const,
  },
  /** Every read of the person's challenges starts here, so one invalidation refreshes them all. */
  challenges: {
    all: () => challenges,
    list: () => [...challenges, 'list'] as const,
    detail: challengeDetail,
    groupMembers: (id: string) => [...challengeDetail(id), 'group-members'] as const,
    /** A completed challenge's results view (product-rules.md#results-and-rounds). */
    results: (id: string) => [...challengeDetail(id), 'results'] as const,
    public: (id: string) => [...challenges, 'public', id] as const,
    /** The challenges the person may invite someone to. */
    invitable: () => [...challenges, 'invitable'] as const,
  },
  checkIns: {
    of: (challengeId: string) => ['check-ins', challengeId] as const,
    /** Everyone's newest check-ins in one challenge, with their cheers (under `of`: a check-in refreshes it). */
    recent: (challengeId: string) => ['check-ins', challengeId, 'recent'] as const,
    /** The person's check-ins kept on this device while offline (decision 030). */
    outbox: (userId: string) => ['check-in-outbox', userId] as const,
  },
  leaderboards: {
    /** Every page size of one challenge's board. */
    of: (challengeId: string) => ['leaderboards', challengeId] as const,
    page: (challengeId: string, limit: number) => ['leaderboards', challengeId, limit] as const,
    /** Each participant's days of an amount goal (under `of`: a check-in refreshes it with the board). */
    amountDays: (challengeId: string) => ['leaderboards', challengeId, 'amount-days'] as const,
  },
  dashboard: {
    all: () => dashboard,
    leaderboard: (challengeId: string) => [...dashboard, 'leaderboard', challengeId] as const,
  },
  profile: {
    all: () => profile,
    me: () => [...profile, 'me'] as const,
    stats: () => [...profile, 'stats'] as const,
  },
  feedback: { submitted: () => ['feedback', 'submitted'] as const },
  /** The instance page of site administrators: its overview, and the people search by text and page. */
  instance: {
    all: () => ['instance'] as const,
    overview: () => ['instance', 'overview'] as const,
    people: (text: string, page: number) => ['instance', 'people', text, page] as const,
  },
  /** The moderation page (decision 085): one invalidation of `all` refreshes the queue, the log and suspensions. */
  moderation: {
    all: () => ['moderation'] as const,
    access: () => ['moderation', 'access'] as const,
    reports: (groupId: string | null, status: 'open' | 'closed') =>
      ['moderation', 'reports', groupId ?? 'all', status] as const,
    audit: (groupId: string | null) => ['moderation', 'audit', groupId ?? 'all'] as const,
    suspensions: () => ['moderation', 'suspensions'] as const,
  },
  forum: {
    all: () => forum,
    lists: () => forumLists,
    /** One list per tab; `null` is the All tab. */
    list: (category: ForumCategory | null) => [...forumLists, category ?? 'all'] as const,
    post: (id: string) => [...forum, 'post', id] as const,
  },
  notifications: {
    all: () => notifications,
    poll: () => [...notifications, 'poll'] as const,
    list: () => [...notifications, 'list'] as const,
  },
  push: { settings: () => ['push', 'settings'] as const },
  /** Whether the person has a calendar link (product-rules.md#calendar-feed); the link itself is never cached. */
  calendarFeed: { status: () => ['calendar-feed'] as const },
  invitations: { detail: (token: string) => ['invitations', token] as const },
  /** Every read of groups starts here, so one invalidation refreshes lists, details, cards and posts. */
  groups: {
    all: () => groups,
    /** Every search of the group lists ('My Groups', 'Discover'). */
    lists: () => groupLists,
    list: (search: string) => [...groupLists, search] as const,
    detail: groupDetail,
    card: (id: string) => [...groups, 'card', id] as const,
    challenges: (id: string) => [...groupDetail(id), 'challenges'] as const,
    /** The asker's own challenges the group could adopt (decision 062). */
    adoptableChallenges: (id: string) => [...groupDetail(id), 'adoptable-challenges'] as const,
    members: (id: string) => [...groupDetail(id), 'members'] as const,
    posts: groupPosts,
    postComments: (groupId: string, postId: string) => [...groupPosts(groupId), postId, 'comments'] as const,
  },
  users: { search: (q: string) => ['users', 'search', q] as const },
  /** The person's personal access tokens (Settings → Apps and API). */
  apiTokens: { list: () => ['api-tokens'] as const },
  checkInLinks: { list: () => ['check-in-links'] as const },
  /** Settings' 'Blocked people'. */
  blocks: { list: () => ['blocks'] as const },
};

export const mutationKeys = {
  /** Every account action, so a screen can tell one is under way (signed in meanwhile, or about to be). */
  auth: {
    all: () => auth,
    signIn: () => [...auth, 'sign-in'] as const,
    signInCode: () => [...auth, 'sign-in-code'] as const,
    signUp: () => [...auth, 'sign-up'] as const,
    requestPasswordReset: () => [...auth, 'request-password-reset'] as const,
    resetPassword: () => [...auth, 'reset-password'] as const,
    singleSignOn: () => [...auth, 'single-sign-on'] as const,
  },
  /**
   * Recording a check-in: features that react to a person's check-in (the one-time push prompt) watch the
   * mutation cache for it instead of importing the check-ins feature. Each write names its challenge, so the Today
   * panel can count the answers on their way (use-answers-on-their-way.ts); `record()` matches every challenge's.
   */
  checkIns: {
    all: () => ['check-ins'] as const,
    record: () => ['check-ins', 'record'] as const,
    recordIn: (challengeId: string) => ['check-ins', 'record', challengeId] as const,
    /** a change of a recorded check-in: an amount added to during the day shows on the tap (decision 082) */
    updateIn: (challengeId: string) => ['check-ins', 'update', challengeId] as const,
    restDayIn: (challengeId: string) => ['check-ins', 'rest-day', challengeId] as const,
  },
};
