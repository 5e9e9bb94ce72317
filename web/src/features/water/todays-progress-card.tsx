import { PACE_WHILE_RESTORING } from '../../components/until-restored';
import { Card } from '../../components/ui/card';
import { ProgressRing } from '../../components/ui/progress-ring';
import { QuickAddButtons } from './quick-add-buttons';
import type { WaterTodayView } from '../../db/hooks/water';

/** Today's water against the target, with its pace (or that a restore may still bring some). */
export function TodaysProgressCard({ today, restoring, onAdd }: { today: WaterTodayView; restoring: boolean; onAdd(amount: number): void }) {
  const fraction = today.target > 0 ? today.total / today.target : 0;
  const pace = restoring ? 'restoring' : today.pace.toLowerCase().replace(' ', '-');
  return (
    <Card title="Today's Progress" titleId="todays-progress">
      <div className="water-progress">
        <ProgressRing fraction={fraction} label={`${today.total} of ${today.target} oz today`}>
          <span className="water-progress__total" data-testid="water-total">
            {today.total}
          </span>
          <span className="water-progress__target">/ {today.target} oz</span>
        </ProgressRing>
        <p className={`pace pace--${pace}`} data-testid="water-pace">
          {restoring ? PACE_WHILE_RESTORING : today.pace}
        </p>
      </div>
      <QuickAddButtons onAdd={onAdd} />
    </Card>
  );
}
