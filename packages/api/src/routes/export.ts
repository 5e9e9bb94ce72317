import * as z from 'zod/mini';
import { SYNC_TABLES } from '@ninety/domain';

// The export file's schema is the domain's (records/export-document.ts): it is also the args of
// the data.import change.
export {
  buildExportDocument,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportDocumentSchema,
  IMPORT_MAX_BYTES,
  ImportBodySchema,
  upgradeExportDocument,
  type ExportDocument,
} from '@ninety/domain';

/** The answer of POST /api/import: how many records each table now holds. */
export const ImportResultSchema = z.object({ imported: z.record(z.enum(SYNC_TABLES), z.number()) });
export type ImportResult = z.infer<typeof ImportResultSchema>;

