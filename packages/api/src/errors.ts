import type * as z from 'zod/mini';

/** Every error answer of the API: `{message}` and nothing that reveals the server's insides. */
export interface ApiErrorBody {
  message: string;
}

/** The message of the first problem zod found, which is what the user is shown. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
