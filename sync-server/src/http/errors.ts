import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '@ninety/api';
import { ServiceError, type ServiceErrorKind } from '../services/service-error';

/** The one place where what a service refuses becomes an HTTP status. */
const STATUS_BY_KIND: Record<ServiceErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  'payment-required': 402,
  'not-found': 404,
  conflict: 409,
  unavailable: 503,
};

/** A refusal raised by the HTTP layer itself (bad JSON, wrong content type, ...). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

/** Every error answer is `{message}`; nothing about the server's insides, never a stack. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ServiceError) return c.json({ message: error.message }, STATUS_BY_KIND[error.kind]);
  if (error instanceof HttpError) return c.json({ message: error.message }, error.status);
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || MESSAGES.internal }, error.status as ContentfulStatusCode);
  }
  console.error('Unhandled error', c.req.method, c.req.path, error);
  return c.json({ message: MESSAGES.internal }, 500);
}
