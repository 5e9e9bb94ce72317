import { buildExportDocument, firstIssueMessage, ImportBodySchema, MESSAGES, type ExportDocument } from '@ninety/api';
import { readAllRecords } from './all-records';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { perform, ValidationError } from './outbox';
import { historyToCome } from './restore-progress';

/**
 * Replaces everything with an export file (already parsed from JSON). A bad file is refused
 * with a message that says where it is wrong, and nothing changes; a good one is applied here
 * and queued as one data.import, so the server replaces its records the same way.
 */
export async function importData(document: unknown, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  const parsed = ImportBodySchema.safeParse(document);
  if (!parsed.success) throw new ValidationError(firstIssueMessage(parsed.error));
  await perform('data.import', { document: parsed.data }, await actionNow(db, at), db);
}

/**
 * Everything held on this device, as one export document. Refused while the history is on its
 * way (ADR 31): asked for by a device just paired, or brought only in part by a restore. A file
 * kept as "a copy of everything" would hold none of it or that part, and imported later it would
 * replace the whole history with it, on the server too.
 */
export async function exportData(at = new Date(), db: NinetyDatabase = getDatabase()): Promise<ExportDocument> {
  return db.transaction('r', db.tables, async () => {
    const toCome = await historyToCome(db);
    if (toCome === 'asking') throw new ValidationError(MESSAGES.exportWhileAsking);
    if (toCome) throw new ValidationError(MESSAGES.exportWhileRestoring(toCome.done, toCome.total));
    return buildExportDocument(await readAllRecords(db), (await actionNow(db, at)).occurredAt);
  });
}
