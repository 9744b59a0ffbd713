// product-rules.md#cheers: the one notification a cheered check-in gets, worded for however many cheered it.

/** 'Ana cheered your check-in', 'Ana and 1 other …', 'Ana and 2 others cheered your check-in'; Ana the newest. */
export function cheerNotificationMessage(newestName: string, count: number): string {
  const others = count - 1;
  if (others <= 0) return `${newestName} cheered your check-in`;
  return `${newestName} and ${others} ${others === 1 ? 'other' : 'others'} cheered your check-in`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Cheers for Mar 10 in "No Sugar Sprint"': which check-in, for a person with several. */
export function cheerNotificationTitle(date: string, challengeTitle: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `Cheers for ${MONTHS[(month ?? 1) - 1]} ${day} in "${challengeTitle}"`;
}
