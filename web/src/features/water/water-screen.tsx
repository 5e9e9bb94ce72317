import type { WaterLog } from '@ninety/domain';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { useSettings } from '../../db/hooks/settings';
import { logWater, undoWaterLog } from '../../db/water-repo';
import { useRestoreProgress } from '../../db/hooks/sync';
import { useWaterToday } from '../../db/hooks/water';
import { waterLogged } from '../../lib/action-texts';
import { runAction } from '../../lib/run-action';
import { useNow } from '../../lib/use-now';
import { HourlyIntakeList } from './hourly-intake-list';
import { ReminderScheduleForm } from './reminder-schedule-form';
import { TodaysProgressCard } from './todays-progress-card';

/**
 * Water: the ring and the list show today's logs as the store holds them, so a log counted on
 * screen is a log kept (docs/decisions/0022-the-screen-shows-what-the-store-holds.md). The tapped
 * button's highlight is the tap's immediate answer.
 */
export default function WaterScreen() {
  const now = useNow(15_000);
  const today = useWaterToday(now);
  const settings = useSettings();
  const restoring = useRestoreProgress();

  const add = (amount: number) => void runAction(() => logWater(amount), waterLogged(amount));

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
          <TodaysProgressCard today={today} restoring={Boolean(restoring)} onAdd={add} />
          <HourlyIntakeList logs={today.logs} timeZone={today.timeZone} now={now} onUndo={undo} />
        </>
      ) : (
        <LoadingText>Loading...</LoadingText>
      )}
      {/* After today's card, never before it: drawn first, the form was pushed down by the card's arrival. */}
      {settings && today && <ReminderScheduleForm settings={settings} day={restoring === null ? { logs: today.logs, now } : null} />}
    </div>
  );
}
