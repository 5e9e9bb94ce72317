import { formatCount as count } from '@ninety/domain';
import type { HistoryToCome } from '../db/restore-progress';
import { Card } from './ui/card';
import { LOOKING_FOR_HISTORY } from './until-restored';
import { ProgressBar } from './ui/progress-bar';

/**
 * What stands in place of the figures counted from every record (HP, XP, streaks, consistent
 * days, trait levels) while a restore has not yet brought all of the user's history (ADR 31):
 * counted from the part restored they are wrong, and "89 missed" on a calendar or "0 days" of a
 * streak tells the user they lost what is still on its way. Before a device just paired has its
 * first answer, that it is asking for the history.
 */
export function RestoringFigures({ progress }: { progress: HistoryToCome }) {
  if (progress === 'asking') {
    // How much is coming is not known until the server answers: words, and no bar to fill.
    return (
      <Card title={LOOKING_FOR_HISTORY} titleId="restoring-figures" className="restoring-figures">
        <p className="restoring-figures__text">
          This device is asking your server for your history. Your HP, XP, levels and streaks count every record, so they
          will show once it has arrived.
        </p>
      </Card>
    );
  }
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
