import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { firstIssueMessage, MESSAGES } from '@ninety/api';
import { HttpError } from './errors';

/**
 * The deepest any request needs: a push of a data.import (push, mutations, a mutation, args,
 * document, records, workouts, a workout, exercises, an exercise) is 10 levels. Twice that leaves
 * room; anything deeper is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 20;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found by one pass over the text
 * (brackets inside strings do not count). Parsing a 20 MB body nested millions deep took the
 * server seconds and a gigabyte before any schema could refuse it; this pass takes milliseconds.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92 /* \\ */) i++;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) {
      inString = true;
    } else if (code === 91 /* [ */ || code === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (code === 93 /* ] */ || code === 125 /* } */) {
      depth--;
    }
  }
  return false;
}

/** The parsed JSON body, or undefined when there is none. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new HttpError(400, MESSAGES.bodyTooDeep);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, MESSAGES.invalidJson);
  }
}

/** Parsed JSON validated by a shared api schema; a refusal carries the schema's message. */
export function parseJsonWith<Schema extends z.ZodMiniType>(json: unknown, schema: Schema): z.infer<Schema> {
  const result = schema.safeParse(json);
  if (!result.success) throw new HttpError(400, firstIssueMessage(result.error));
  return result.data as z.infer<Schema>;
}

/** The body validated by a shared api schema; a refusal carries the schema's message. */
export async function parseBody<Schema extends z.ZodMiniType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  return parseJsonWith(await readJson(c), schema);
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
