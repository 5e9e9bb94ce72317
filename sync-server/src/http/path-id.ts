import { RecordIdSchema } from '@ninety/api';
import type { Context } from 'hono';
import { ServiceError } from '../services/service-error';

/** The record id in the path; one that cannot be a record id is simply not found. */
export function pathId(c: Context, notFoundMessage: string, param = 'id'): string {
  const id = c.req.param(param) ?? '';
  if (!RecordIdSchema.safeParse(id).success) throw new ServiceError('not-found', notFoundMessage);
  return id;
}
