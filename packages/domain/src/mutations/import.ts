import { idsMissingFromImport, settingsImport } from '../record-updates';
import { ImportBodySchema, strictBody, type StoredRecords } from '../records';
import { defineMutation, done, refuse, remove, type Change } from './decision';
import { held, resetsByPayment, type RecordTable } from './reads';

/**
 * data.import: a full replace. Records not in the file become tombstones, records in it are
 * written live (over a tombstone too, so every device converges through an ordinary pull), and
 * the settings become exactly the file's. A card payment resets one goal, ever: a reset reusing
 * a payment another reset here used is refused before anything is written.
 */
export const importData = defineMutation({
  name: 'data.import',
  args: strictBody({ document: ImportBodySchema }),
  reads: (args) => ({
    held: held(),
    payments: resetsByPayment(args.document.records.goalResets.map((reset) => reset.paymentId)),
  }),
  decide: ({ held, payments }, args, at) => {
    const { records } = args.document;
    const reused = records.goalResets.findIndex((reset) => {
      const usedBy = payments.get(reset.paymentId);
      return usedBy !== undefined && usedBy !== reset.id;
    });
    if (reused >= 0) return refuse('payment-already-used', `goalResets[${reused}].paymentId`);

    const changes: Change[] = [];
    const imported = {} as Record<keyof StoredRecords, number>;
    for (const table of Object.keys(held.ids) as RecordTable[]) {
      const rows = records[table] as readonly { id: string }[];
      for (const id of idsMissingFromImport(held.ids[table], rows)) changes.push(remove(table, id));
      for (const row of rows) changes.push({ kind: 'put', table, row } as Change);
      imported[table] = rows.length;
    }
    const settings = settingsImport(records.settings, held.settingKeys);
    for (const key of settings.remove) changes.push({ kind: 'remove-setting', key, at: at.occurredAt });
    for (const setting of settings.put) changes.push({ kind: 'put-setting', setting });
    imported.settings = records.settings.length;
    return done(changes, { imported });
  },
});
