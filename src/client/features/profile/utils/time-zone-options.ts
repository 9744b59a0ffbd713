/**
 * The timezones a person can pick: every IANA zone the browser knows, labelled with spaces ('America/New York')
 * so typing 'new york' finds it. The current zone is always among them (browsers leave out aliases such as 'UTC').
 */
export function timeZoneOptions(
  current: string,
  supported: readonly string[] = Intl.supportedValuesOf('timeZone'),
): { value: string; label: string }[] {
  const zones = supported.includes(current) ? supported : [current, ...supported];
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
