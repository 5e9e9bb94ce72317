import type { WaterLog } from '@ninety/domain';
import { ScreenHeader } from '../../components/ui/screen-header';
import { useSettings } from '../../db/hooks';
import { logWater, undoWaterLog } from '../../db/water-repo';
import { useNow } from '../../lib/use-now';
import { showToast } from '../../lib/toast-store';
import { HourlyIntakeList } from './hourly-intake-list';
import { ReminderScheduleForm } from './reminder-schedule-form';
import { TodaysProgressCard } from './todays-progress-card';
import { useWaterToday } from './use-water-today';

function failed(fallback: string) {
  return (error: unknown) =>
    showToast({ title: 'Error', description: error instanceof Error ? error.message : fallback, variant: 'destructive' });
}

export default function WaterScreen() {
  const now = useNow(15_000);
  const today = useWaterToday(now);
  const settings = useSettings();

  const add = (amount: number) => {
    logWater(amount)
      .then(() => showToast({ title: 'Water Logged', description: `+${amount} oz, +2 HP` }))
      .catch(failed('Failed to log water'));
  };
  const undo = (log: WaterLog) => {
    undoWaterLog(log.id)
      .then(() => showToast({ title: 'Log Undone', description: `${log.amount} oz removed` }))
      .catch(failed('Failed to undo'));
  };

  return (
    <div className="screen water-screen">
      <ScreenHeader title="Water Tracker" subtitle="Stay hydrated, stay sharp" />
      {today ? (
        <>
          <TodaysProgressCard today={today} onAdd={add} />
          <HourlyIntakeList logs={today.logs} timeZone={today.timeZone} now={now} onUndo={undo} />
        </>
      ) : (
        <p className="loading">Loading...</p>
      )}
      {settings && <ReminderScheduleForm settings={settings} />}
    </div>
  );
}
