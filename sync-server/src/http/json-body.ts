import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { firstIssueMessage, MESSAGES } from '@ninety/api';
import { HttpError } from './errors';

/** The parsed JSON body, or undefined when there is none. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, MESSAGES.invalidJson);
  }
}

/** The body validated by a shared api schema; a refusal carries the schema's message. */
export async function parseBody<Schema extends z.ZodMiniType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  const result = schema.safeParse(await readJson(c));
  if (!result.success) throw new HttpError(400, firstIssueMessage(result.error));
  return result.data as z.infer<Schema>;
}

/** For routes that take no body, or an optional one: absent means `{}`. */
export async function parseOptionalBody<Schema extends z.ZodMiniType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const body = await readJson(c);
  const result = schema.safeParse(body === undefined ? {} : body);
  if (!result.success) throw new HttpError(400, firstIssueMessage(result.error));
  return result.data as z.infer<Schema>;
}
