import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';

// The blocks API's refusals (product-rules.md#blocking), and the neutral refusals the other features give a blocked
// person: they never say "blocked" (decision 084).
export const blockMessages = {
  notYourself: translatable(msg`You can't block yourself.`),
  personNotFound: translatable(msg`Person not found`),
  blockNotFound: translatable(msg`This person is not blocked.`),
  cannotInvite: translatable(msg`You can't invite this person.`),
  cannotAdd: translatable(msg`You can't add this person.`),
  cannotComment: translatable(msg`You can't comment on this post.`),
  cannotReact: translatable(msg`You can't react to this post.`),
} as const;
