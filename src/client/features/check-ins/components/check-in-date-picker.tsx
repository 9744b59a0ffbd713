import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DatePickerInput, type DayOfWeek } from '@mantine/dates';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { firstDayOfWeek, formatPickedDay } from '#client/i18n/formats';
import { calendarAriaLabels } from '#client/lib/calendar-aria-labels';

interface CheckInDatePickerProps {
  value: CalendarDate;
  range: { from: CalendarDate; to: CalendarDate };
  disabled: boolean;
  onChange: (date: CalendarDate) => void;
}

/** The day a check-in is for, within the selectable range (weeks start on the shown language's first day). */
export function CheckInDatePicker({ value, range, disabled, onChange }: CheckInDatePickerProps) {
  const { t, i18n } = useLingui();
  return (
    <DatePickerInput
      label={t`Check-in date`}
      valueFormatter={formatPickedDay}
      firstDayOfWeek={firstDayOfWeek() as DayOfWeek}
      ariaLabels={calendarAriaLabels(i18n)}
      minDate={range.from}
      maxDate={range.to}
      value={value}
      onChange={(picked) => {
        if (picked) onChange(picked);
      }}
      disabled={disabled}
    />
  );
}
