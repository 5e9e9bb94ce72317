import { formatCount as count } from '@ninety/domain';
import type { RestoreProgress } from '../db/restore-progress';
import { Card } from './ui/card';
import { ProgressBar } from './ui/progress-bar';

/**
 * What stands in place of the figures counted from every record (HP, XP, streaks, consistent
 * days, trait levels) while a restore has not yet brought all of the user's history (ADR 31):
 * counted from the part restored they are wrong, and "89 missed" on a calendar or "0 days" of a
 * streak tells the user they lost what is still on its way.
 */
export function RestoringFigures({ progress }: { progress: RestoreProgress }) {
  const records = `${count(progress.done)} of ${count(progress.total)} records`;
  return (
    <Card title="Still restoring your history" titleId="restoring-figures" className="restoring-figures">
      <ProgressBar label="Records restored" value={progress.done} max={progress.total} valueText={records} />
      <p className="restoring-figures__text">
        {records} are on this device. Your HP, XP, levels and streaks count every record, so they will show once the
        rest has arrived.
      </p>
    </Card>
  );
}
