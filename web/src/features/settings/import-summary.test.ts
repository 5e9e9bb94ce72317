import { describe, expect, it } from 'vitest';
import { buildExportDocument } from '@ninety/api';
import { emptyRecords, type StoredRecords } from '@ninety/domain';
import { exportFileName, importSummary } from './import-summary';

const records = (parts: Partial<StoredRecords>) => ({ ...emptyRecords(), ...parts });
const water = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `w${i}`, amount: 8, loggedAt: '2026-11-20T10:00:00.000Z' }));

describe('importSummary', () => {
  it('says when the file was made and what it holds, empty tables left out', () => {
    const doc = buildExportDocument(
      records({ waterLogs: water(1240), settings: [{ key: 'age', value: 30, updatedAt: '2026-11-20T10:00:00.000Z' }] }),
      '2026-11-21T03:00:00.000Z',
    );
    expect(importSummary(doc, 'America/New_York')).toBe('Exported Nov 20, 2026. It holds 1,240 water logs and 1 setting.');
  });

  it('says "nothing" for an empty export', () => {
    expect(importSummary(buildExportDocument(records({}), '2026-11-21T12:00:00.000Z'), 'UTC')).toBe('Exported Nov 21, 2026. It holds nothing.');
  });
});

it('names the export file by the local date', () => {
  expect(exportFileName('2026-11-21')).toBe('ninety-export-2026-11-21.json');
});
