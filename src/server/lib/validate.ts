import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import { z } from 'zod';
import { badRequest } from './domain-error';

const INVALID_REQUEST = translatable(msg`Invalid request.`);

/**
 * zod validation with our error shape: the first message, plus one message per invalid field. The middleware also
 * carries its schema the way hono-openapi's own `validator` does, so the OpenAPI document is generated from the
 * very schemas the routes validate with (decision 049).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const checked = target === 'json' ? onlyNamedFields(schema) : schema;
  const middleware = zValidator(target, checked, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    throw badRequest(result.error.issues[0]?.message ?? INVALID_REQUEST, fields);
  });
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(checked) } });
}

/**
 * A JSON body may carry only the fields its contract names: an unknown key (a typo, a field of another version,
 * a probe) is refused with 400 rather than silently dropped, so a client never believes it set something it did not.
 */
function onlyNamedFields<Schema extends z.ZodType>(schema: Schema): Schema {
  return (schema instanceof z.ZodObject ? schema.strict() : schema) as Schema;
}
