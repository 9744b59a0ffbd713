import { i18n } from '@lingui/core';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { translated } from '#shared/i18n/translatable';

/**
 * Mantine's schemaResolver for a form that checks its values with the server's own zod schema (the same words for
 * the same refusal), each message in the shown language (decision 079).
 */
export function localSchemaResolver(
  schema: Parameters<typeof schemaResolver>[0],
): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([field, message]) => [
        field,
        typeof message === 'string' ? translated(i18n, message) : message,
      ]),
    );
}
