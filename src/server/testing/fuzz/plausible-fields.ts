// A plausible value for every field name the API and better-auth read. The fuzz starts most bodies and queries
// from these and breaks one or two fields, so a nasty value gets past "required" and reaches the code behind the
// validation (schemas ignore the fields a route does not read). A new field is worth adding here.
export const PLAUSIBLE_BODY_FIELDS: Record<string, unknown> = {
  title: 'Fuzz Fortnight',
  description: 'A plausible text, long enough for any minimum.',
  rules: 'Check in every day\nBe kind',
  content: 'A plausible post.',
  notes: 'Felt fine.',
  interest: 'Curious.',
  message: 'Hello there.',
  startDate: '2026-03-10',
  endDate: '2026-03-23',
  date: '2026-03-10',
  challengeType: 'custom',
  goalConfig: {},
  maxParticipants: 5,
  met: true,
  stepCount: 5000,
  name: 'Ann Lee',
  email: 'fuzz-plausible@example.com',
  password: 'Sprint#2026',
  newPassword: 'Sprint#2026',
  currentPassword: 'Sprint#2026',
  token: 'plausible-token',
  timezone: 'UTC',
  feature: 'Wearable Sync',
  pinned: true,
  status: 'planned',
  role: 'member',
  category: 'feature_request',
  privacy: 'public',
  memberIds: [],
  userIds: [],
  callbackURL: '/',
  rememberMe: true,
};

export const PLAUSIBLE_QUERY_FIELDS: Record<string, string> = {
  q: 'ann',
  search: 'fuzz',
  limit: '10',
  after: '00000000-0000-4000-8000-000000000000',
  category: 'bugs',
  token: 'plausible-token',
  callbackURL: '/',
};

/** The fields that take free text (no format to pass), where one hostile text goes into all at once. */
export const FREE_TEXT_FIELDS = [
  'title',
  'description',
  'rules',
  'content',
  'notes',
  'interest',
  'message',
  'name',
  'feature',
  'token',
  'q',
  'search',
];
/** The fields that take a calendar date. */
export const DATE_FIELDS = ['startDate', 'endDate', 'date'];
