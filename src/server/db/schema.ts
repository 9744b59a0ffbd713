import * as auth from './schema/auth';
import * as challenges from './schema/challenges';
import * as feedback from './schema/feedback';
import * as moderation from './schema/moderation';
import * as scheduling from './schema/scheduling';
import * as social from './schema/social';

/** Every table, for Drizzle's relational queries and better-auth's adapter. */
export const schema = { ...auth, ...challenges, ...social, ...feedback, ...scheduling, ...moderation };
export type Schema = typeof schema;
