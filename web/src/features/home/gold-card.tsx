import { Card } from '../../components/ui/card';
import type { GoldView, LiquidXView } from './dashboard';
import { LiquidX } from './liquid-x';

/** The liquid X and the "Consistent Days" counter under it. */
export function GoldCard({ gold, liquidX }: { gold: GoldView; liquidX: LiquidXView }) {
  return (
    <Card className="gold-card">
      <LiquidX fill={gold.fill} view={liquidX} />
      <p className={`gold-card__state gold-card__state--${liquidX.state}`} data-testid="liquid-x-state">
        {liquidX.label}
      </p>
      <p className="gold-card__detail">{liquidX.detail}</p>
      <div className="gold-card__counter">
        <h2 className="gold-card__label">Consistent Days</h2>
        <p className="gold-card__days" data-testid="consistent-days">
          {gold.counter}
        </p>
        <p className="gold-card__caption">{gold.caption}</p>
      </div>
    </Card>
  );
}
