import { Link } from 'react-router-dom';
import { Droplet } from 'lucide-react';
import { PACE_WHILE_RESTORING } from '../../components/until-restored';
import { Card } from '../../components/ui/card';
import { ProgressRing } from '../../components/ui/progress-ring';
import type { WaterTodayView } from '../../db/hooks/water';

/** Today's water against the Daily Target setting, and the way to the Water screen. */
export function TodaysWaterCard({ today, restoring }: { today: WaterTodayView; restoring: boolean }) {
  return (
    <Card title="Today's Water" titleId="home-water" className="home-water">
      <div className="home-water__body">
        <ProgressRing fraction={today.target > 0 ? today.total / today.target : 0} size={132} stroke={12} label={`${today.total} of ${today.target} oz today`}>
          <span className="home-water__total" data-testid="home-water-total">
            {today.total}
          </span>
          <span className="home-water__target">/ {today.target} oz</span>
        </ProgressRing>
        <p className="home-water__pace">{restoring ? PACE_WHILE_RESTORING : today.pace}</p>
        <Link to="/water" className="button">
          <Droplet size={16} aria-hidden="true" /> Log water
        </Link>
      </div>
    </Card>
  );
}
