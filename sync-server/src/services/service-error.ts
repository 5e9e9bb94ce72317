import type { RefusalCode } from '@ninety/domain';

/**
 * What a service refuses, by kind. Services know nothing of HTTP; the HTTP layer maps kinds to
 * status codes in one place, and the sync push records the message (and the rules' code, when
 * the refusal is one of the domain's REFUSALS) as a rejection.
 */
export type ServiceErrorKind = 'invalid' | 'unauthorized' | 'not-found' | 'conflict' | 'unavailable' | 'payment-required';

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    readonly code?: RefusalCode,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
