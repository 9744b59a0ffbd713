import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DatePickerInput, type DatePickerInputProps, type DayOfWeek } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { firstDayOfWeek, formatPickedDay } from '#client/i18n/formats';
import { calendarAriaLabels } from '#client/lib/calendar-aria-labels';

// dayjs's month and weekday names for each language but English (built into dayjs), by its own tag. Each loads when a
// picker is drawn in its language, not with the app: the dashboard, which has no picker, carries none of this.
const DAYJS_LOCALES: Record<string, { tag: string; load: () => Promise<unknown> }> = {
  de: { tag: 'de', load: () => import('dayjs/locale/de') },
  es: { tag: 'es', load: () => import('dayjs/locale/es') },
  fr: { tag: 'fr', load: () => import('dayjs/locale/fr') },
  'pt-BR': { tag: 'pt-br', load: () => import('dayjs/locale/pt-br') },
};

/**
 * Mantine's picker of one day in the shown language (decision 079): the picked day written as lists write it, month
 * and weekday names from dayjs's locale, loaded on demand, weeks that start on the language's first day, and named
 * calendar controls. Until a language's names have arrived, the calendar names months and days in English.
 */
export function DayPickerInput(props: DatePickerInputProps) {
  const { i18n } = useLingui();
  const wanted = DAYJS_LOCALES[i18n.locale];
  const [loadedTags, setLoadedTags] = useState<readonly string[]>([]);
  const locale = wanted && loadedTags.includes(wanted.tag) ? wanted.tag : 'en';

  useEffect(() => {
    if (!wanted) return;
    wanted.load().then(
      () => setLoadedTags((tags) => (tags.includes(wanted.tag) ? tags : [...tags, wanted.tag])),
      // out of reach (offline before it loaded): the calendar stays in English
      () => undefined,
    );
  }, [wanted]);

  return (
    <DatePickerInput
      {...props}
      valueFormatter={formatPickedDay}
      firstDayOfWeek={firstDayOfWeek() as DayOfWeek}
      ariaLabels={calendarAriaLabels(i18n)}
      locale={locale}
    />
  );
}
