import type { ScoreShare } from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { ProgressBar } from '../../components/ui/progress-bar';

/** Four percentage bars, each figure's share of their sum (spec §9). */
export function ScoreBreakdown({ shares }: { shares: readonly ScoreShare[] }) {
  return (
    <Card title="Score Breakdown" titleId="score-breakdown">
      <ul className="breakdown">
        {shares.map((share) => (
          <li key={share.label} className="breakdown__item">
            <div className="breakdown__row">
              <span>{share.label}</span>
              <span className="breakdown__percent">{share.percent}%</span>
            </div>
            <ProgressBar label={share.label} value={share.percent} max={100} valueText={`${share.percent}%`} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
