/** Mantine's calendar controls have no names of their own; screen readers (and tests) need them. */
export const calendarAriaLabels = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};
