import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { calendarAriaLabels } from '#client/lib/calendar-aria-labels';

interface CheckInDatePickerProps {
  value: CalendarDate;
  range: { from: CalendarDate; to: CalendarDate };
  disabled: boolean;
  onChange: (date: CalendarDate) => void;
}

/** The day a check-in is for, within the selectable range (weeks start on Sunday). */
export function CheckInDatePicker({ value, range, disabled, onChange }: CheckInDatePickerProps) {
  return (
    <DatePickerInput
      label="Check-in date"
      valueFormat="MMM D, YYYY"
      firstDayOfWeek={0}
      ariaLabels={calendarAriaLabels}
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
