import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The export's refusals (product-rules.md#your-data).
export const accountExportMessages = {
  limited: translatable(
    msg`You have downloaded your data several times in the last hour. Please wait an hour before downloading it again.`,
  ),
} as const;

/** How many downloads a person may start in an hour (product-rules.md#your-data). */
export const EXPORTS_PER_HOUR = 3;
