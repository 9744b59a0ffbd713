import type { NotificationMessage } from '#server/features/notifications/notification-messages';
import { i18nFor } from '#server/i18n/i18n-for';

/** A notification's words as an English reader gets them (each is written in its reader's language). */
export const inEnglish = ({ title, message }: NotificationMessage) => {
  const english = i18nFor('en');
  return { title: title(english), message: message(english) };
};
