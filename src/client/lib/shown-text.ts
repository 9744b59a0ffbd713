import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * A text of code that also runs where no language has been activated (the prerendered landing page shows toasts and
 * calls the API too, decision 050): in the shown language, else its English. Screens use `useLingui()` instead.
 */
export function shownText(descriptor: MessageDescriptor): string {
  return i18n.locale ? i18n._(descriptor) : (descriptor.message ?? descriptor.id);
}
