import { Flame } from 'lucide-react';
import type { StreakBadge } from '@ninety/domain';

/** Daily, weekly and monthly streaks: lit when above 0 ("1 week", "0 days"). */
export function StreakBadges({ badges }: { badges: readonly StreakBadge[] }) {
  return (
    <ul className="streak-badges" aria-label="Streaks">
      {badges.map((badge) => (
        <li
          key={badge.kind}
          className={`streak-badge${badge.active ? ' is-active' : ''}`}
          data-testid={`streak-${badge.kind}`}
          data-active={badge.active}
        >
          <Flame size={20} aria-hidden="true" className="streak-badge__icon" />
          <span className="streak-badge__title">{badge.title}</span>
          <span className="streak-badge__label">{badge.label}</span>
          {!badge.active && <span className="visually-hidden">, not started</span>}
        </li>
      ))}
    </ul>
  );
}
