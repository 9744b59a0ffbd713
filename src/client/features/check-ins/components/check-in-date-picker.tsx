import { useLingui } from '@lingui/react/macro';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { DayPickerInput } from '#client/components/day-picker-input';

interface CheckInDatePickerProps {
  value: CalendarDate;
  range: { from: CalendarDate; to: CalendarDate };
  disabled: boolean;
  onChange: (date: CalendarDate) => void;
}

/** The day a check-in is for, within the selectable range (weeks start on the shown language's first day). */
export function CheckInDatePicker({ value, range, disabled, onChange }: CheckInDatePickerProps) {
  const { t } = useLingui();
  return (
    <DayPickerInput
      label={t`Check-in date`}
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
