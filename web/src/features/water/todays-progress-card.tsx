import { Card } from '../../components/ui/card';
import { ProgressRing } from '../../components/ui/progress-ring';
import { QuickAddButtons } from './quick-add-buttons';
import type { WaterTodayView } from '../../db/hooks/water';

export function TodaysProgressCard({ today, onAdd }: { today: WaterTodayView; onAdd(amount: number): void }) {
  const fraction = today.target > 0 ? today.total / today.target : 0;
  return (
    <Card title="Today's Progress" titleId="todays-progress">
      <div className="water-progress">
        <ProgressRing fraction={fraction} label={`${today.total} of ${today.target} oz today`}>
          <span className="water-progress__total" data-testid="water-total">
            {today.total}
          </span>
          <span className="water-progress__target">/ {today.target} oz</span>
        </ProgressRing>
        <p className={`pace pace--${today.pace.toLowerCase().replace(' ', '-')}`} data-testid="water-pace">
          {today.pace}
        </p>
      </div>
      <QuickAddButtons onAdd={onAdd} />
    </Card>
  );
}
