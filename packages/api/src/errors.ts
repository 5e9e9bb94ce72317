/** Every error answer of the API: `{message}` and nothing that reveals the server's insides. */
export interface ApiErrorBody {
  message: string;
}

// How a zod problem reads to a person is decided once, beside the schemas (packages/domain).
export { firstIssueMessage, firstIssueWithPath, formatIssuePath } from '@ninety/domain';
