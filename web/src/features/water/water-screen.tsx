import type { WaterLog } from '@ninety/domain';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { useSettings } from '../../db/hooks/settings';
import { undoWaterLog } from '../../db/water-repo';
import { useWaterToday } from '../../db/hooks/water';
import { runAction } from '../../lib/run-action';
import { useNow } from '../../lib/use-now';
import { HourlyIntakeList } from './hourly-intake-list';
import { ReminderScheduleForm } from './reminder-schedule-form';
import { TodaysProgressCard } from './todays-progress-card';
import { usePendingWater } from './use-pending-water';

export default function WaterScreen() {
  const now = useNow(15_000);
  const { today, add } = usePendingWater(useWaterToday(now));
  const settings = useSettings();

  const undo = (log: WaterLog) =>
    void runAction(() => undoWaterLog(log.id), {
      success: { title: 'Log Undone', description: `${log.amount} oz removed` },
      fallback: 'Failed to undo',
    });

  return (
    <div className="screen water-screen">
      <ScreenHeader title="Water Tracker" subtitle="Stay hydrated, stay sharp" />
      {today ? (
        <>
          <TodaysProgressCard today={today} onAdd={add} />
          <HourlyIntakeList logs={today.logs} timeZone={today.timeZone} now={now} onUndo={undo} />
        </>
      ) : (
        <LoadingText>Loading...</LoadingText>
      )}
      {settings && <ReminderScheduleForm settings={settings} />}
    </div>
  );
}
