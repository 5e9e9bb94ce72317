import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import type { StatCard, StatTrend } from '@ninety/domain';
import { TREND_WORDS } from './analytics';

const TREND_ICONS: Record<StatTrend, LucideIcon> = { up: TrendingUp, down: TrendingDown, neutral: Minus };

/** Completion Rate, Water Pace and XP Earned, each with its trend as an icon and in words. */
export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  return (
    <ul className="stat-cards">
      {cards.map((card) => {
        const Icon = TREND_ICONS[card.trend];
        return (
          <li key={card.title} className={`stat-card stat-card--${card.trend}`} data-testid="stat-card">
            <h2 className="stat-card__title">{card.title}</h2>
            <p className="stat-card__value">{card.value}</p>
            <p className="stat-card__trend">
              <Icon size={16} aria-hidden="true" /> {TREND_WORDS[card.trend]}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
