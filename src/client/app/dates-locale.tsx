import { useLingui } from '@lingui/react/macro';
import { DatesProvider, type DayOfWeek } from '@mantine/dates';
import { type ReactNode, useEffect, useState } from 'react';
import { firstDayOfWeek } from '../i18n/formats';

// dayjs's month and weekday names for each language but English (built into dayjs), by its own tag. Each loads only
// for the person who reads it: the English dashboard carries none of them.
const DAYJS_LOCALES: Record<string, { tag: string; load: () => Promise<unknown> }> = {
  de: { tag: 'de', load: () => import('dayjs/locale/de') },
  es: { tag: 'es', load: () => import('dayjs/locale/es') },
  fr: { tag: 'fr', load: () => import('dayjs/locale/fr') },
  'pt-BR': { tag: 'pt-br', load: () => import('dayjs/locale/pt-br') },
};

/**
 * Mantine's date pickers in the shown language (decision 079): month and weekday names from dayjs's locale, loaded on
 * demand, and weeks that start on the language's first day. Until a language's names have arrived, the pickers name
 * months and days in English.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const wanted = DAYJS_LOCALES[i18n.locale];
  const [loadedTags, setLoadedTags] = useState<readonly string[]>([]);
  const locale = wanted && loadedTags.includes(wanted.tag) ? wanted.tag : 'en';

  useEffect(() => {
    if (!wanted) return;
    wanted.load().then(
      () => setLoadedTags((tags) => (tags.includes(wanted.tag) ? tags : [...tags, wanted.tag])),
      // out of reach (offline before it loaded): the pickers stay in English
      () => undefined,
    );
  }, [wanted]);

  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: firstDayOfWeek() as DayOfWeek }}>
      {children}
    </DatesProvider>
  );
}
