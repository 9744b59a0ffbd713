/*
 * Every in-app URL the client links to, navigates to or redirects to, in one place (docs/decisions/033); the route
 * patterns they match are in app/router.tsx. Ids are encoded, so an id can never change which screen opens.
 */

const id = encodeURIComponent;

export type AuthMode = 'signin' | 'signup';

export const paths = {
  landing: () => '/landing',
  /** The sign-in and sign-up screen; `reset` is its set-a-new-password mode (the code is kept, not in the URL). */
  auth: (mode?: AuthMode, options: { reset?: boolean } = {}) =>
    mode ? `/auth?mode=${mode}${options.reset ? '&reset=true' : ''}` : '/auth',
  dashboard: () => '/dashboard',
  /** The person's challenges; no tab is the Active one. */
  challenges: (tab?: 'upcoming' | 'completed') => (tab ? `/challenges?tab=${tab}` : '/challenges'),
  /** The create form as the dashboard and a group open it; with a group, the challenge is created for it. */
  createChallenge: (groupId?: string) => (groupId ? `/create?groupId=${id(groupId)}` : '/create'),
  /** The same form, as the challenges list and the invite menu open it. */
  createChallengeFromList: () => '/challenges/create',
  /** A challenge's page, at a tab (`?tab=`) or at an anchor on it (`#check-in`). */
  challenge: (challengeId: string, at: { tab?: string; anchor?: string } = {}) =>
    `/challenge/${id(challengeId)}${at.tab ? `?tab=${at.tab}` : ''}${at.anchor ? `#${at.anchor}` : ''}`,
  /** A challenge's share link: its join page (product-rules.md#sharing). */
  joinChallenge: (challengeId: string) => `/join-challenge/${id(challengeId)}`,
  editChallenge: (challengeId: string) => `/challenge/${id(challengeId)}/edit`,
  /** 'Automate this': a token and the request a phone's automation sends (product-rules.md#synced-amounts). */
  automateChallenge: (challengeId: string) => `/challenge/${id(challengeId)}/automate`,
  /** The same, reached from Settings: first pick the challenge. */
  automate: () => '/automate',
  invitation: (token: string) => `/invitation/${id(token)}`,
  groups: () => '/groups',
  group: (groupId: string) => `/groups/${id(groupId)}`,
  joinGroup: (groupId: string) => `/join-group/${id(groupId)}`,
  forum: () => '/feedback-forum',
  newForumPost: () => '/feedback-forum/new',
  forumPost: (postId: string) => `/feedback-forum/post/${id(postId)}`,
  submittedFeedback: () => '/admin/feedback',
  instance: () => '/admin/instance',
  /** The moderation queue and audit log (decision 085); with a group, that group's reports. */
  moderation: (groupId?: string) =>
    groupId ? `/admin/moderation?groupId=${id(groupId)}` : '/admin/moderation',
  profile: () => '/profile',
  /** Everything a person sets, in one screen (decision 060). */
  settings: () => '/settings',
  /** The API reference, a page the server renders (not a screen of the app). */
  apiReference: () => '/api/docs',
  findUsers: () => '/search-users',
};
