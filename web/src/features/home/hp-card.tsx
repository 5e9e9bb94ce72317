import { Heart } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { HpView } from './dashboard';

/** HP of the maximum (the Starting HP setting): low below 30 percent, middle below 70. */
export function HpCard({ hp }: { hp: HpView }) {
  return (
    <Card className="hp-card">
      <div className="hp-card__row">
        <h2 className="hp-card__title">
          <Heart size={18} aria-hidden="true" /> HP
        </h2>
        <p className="hp-card__value" data-testid="hp-value">
          {hp.text}
        </p>
      </div>
      <ProgressBar label="HP" value={hp.value} max={hp.max} valueText={hp.valueText} tone={hp.style} />
      {hp.style === 'low' && <p className="hp-card__warning">Low HP: complete a task or log water to recover.</p>}
    </Card>
  );
}
