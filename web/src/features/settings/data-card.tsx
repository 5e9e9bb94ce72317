import { useRef, useState, type ChangeEvent } from 'react';
import { Download, TriangleAlert, Upload } from 'lucide-react';
import { firstIssueWithPath, IMPORT_MAX_BYTES, ImportBodySchema, MESSAGES, type ExportDocument } from '@ninety/api';
import { localDate } from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { exportData, importData } from '../../db/data-transfer-repo';
import { runAction } from '../../lib/run-action';
import { showToast } from '../../lib/toast-store';
import { exportFileName, importSummary } from './import-summary';
import { StorageNote } from './storage-note';

/** Offers a text as a file download. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads a picked file as an export document, or says plainly what is wrong with it. */
async function readExport(file: File): Promise<ExportDocument> {
  if (file.size > IMPORT_MAX_BYTES) throw new Error(MESSAGES.importTooLarge);
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new Error(MESSAGES.importNotJson);
  }
  const parsed = ImportBodySchema.safeParse(json);
  if (!parsed.success) throw new Error(firstIssueWithPath(parsed.error, ['records']));
  return parsed.data;
}

/**
 * Your data: whether this browser keeps it; Export downloads the whole store; Import reads such a
 * file, says what it holds and asks before it replaces everything. A bad file changes nothing and
 * says why.
 */
export function DataCard({ timeZone }: { timeZone: string }) {
  const picker = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<ExportDocument | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function exportAll() {
    await runAction(
      async () => {
        const document = await exportData();
        download(JSON.stringify(document), exportFileName(localDate(document.exportedAt, timeZone)));
      },
      { success: { title: 'Data Exported', description: 'Your export file is downloading.' }, fallback: 'Failed to export' },
    );
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setPending(await readExport(file));
      setProblem(null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setProblem(message);
      showToast({ title: 'Import Failed', description: message, variant: 'destructive' });
    }
  }

  async function replace(document: ExportDocument) {
    const result = await runAction(() => importData(document), {
      success: { title: 'Data Imported', description: 'Everything here now comes from the file; the server follows at the next sync.' },
      fallback: 'Failed to import',
    });
    if (result.ok) setPending(null);
  }

  return (
    <Card title="Your Data" titleId="your-data" className="data-card">
      <p className="muted">Keep a copy of everything, or move it to another server.</p>
      <StorageNote />
      <div className="data-card__actions">
        <button type="button" className="button" onClick={() => void exportAll()}>
          <Download size={16} aria-hidden="true" /> Export
        </button>
        <button type="button" className="button" onClick={() => picker.current?.click()}>
          <Upload size={16} aria-hidden="true" /> Import
        </button>
        <input
          ref={picker}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Choose a file to import"
          data-testid="import-file"
          onChange={(event) => void pick(event)}
        />
      </div>
      {problem && (
        <p className="settings-note settings-note--warning" role="alert">
          <TriangleAlert size={16} aria-hidden="true" /> Nothing was imported: {problem}
        </p>
      )}
      <Dialog
        open={pending !== null}
        title="Replace everything?"
        description={pending && importSummary(pending, timeZone)}
        onClose={() => setPending(null)}
      >
        <p>Everything on this device will be replaced by the file, and the server will follow. This cannot be undone.</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => setPending(null)}>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={() => pending && void replace(pending)}>
            Replace Everything
          </button>
        </div>
      </Dialog>
    </Card>
  );
}
