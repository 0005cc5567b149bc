import type { Context } from 'koa';
import { validate, type Schema } from '../../shared/validation.ts';
import { badRequest } from './errors.ts';

/** Validates the JSON body with the form's schema; a 400 carries the first message and every field's. */
export function validBody<T>(ctx: Context, schema: Schema): T {
  const result = validate<T>(schema, ctx.request.body);
  if (!result.ok) throw badRequest(result.message, { errors: result.errors });
  return result.value;
}
