import { TriangleAlert } from 'lucide-react';
import type { Settings } from '@ninety/domain';
import { quietHoursWarning, type QuietHoursDraft } from './quiet-hours';

/** Under the quiet hours: a warning, with its icon, when they would silence every water reminder. */
export function QuietHoursWarning({ settings, draft }: { settings: Settings; draft: QuietHoursDraft }) {
  const warning = quietHoursWarning(settings, draft);
  if (warning === null) return null;
  return (
    <p className="settings-note settings-note--warning" role="status" data-testid="quiet-hours-warning">
      <TriangleAlert size={16} aria-hidden="true" /> {warning}
    </p>
  );
}
