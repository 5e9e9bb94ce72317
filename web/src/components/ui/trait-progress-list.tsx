import { XP_PER_LEVEL, type TraitStat } from '@ninety/domain';
import { ProgressBar } from './progress-bar';
import { traitStyle } from './trait-style';

/** Every trait with its icon, level and "current XP / 1000 XP" bar (Home and Adaptive Quests). */
export function TraitProgressList({ traits }: { traits: readonly TraitStat[] }) {
  return (
    <ul className="trait-list">
      {traits.map((trait) => {
        const { icon: Icon, color } = traitStyle(trait.traitName);
        const xpText = `${trait.currentXP} / ${XP_PER_LEVEL} XP`;
        return (
          <li key={trait.traitName} className="trait-list__item" data-testid={`trait-${trait.traitName}`}>
            <span className="trait-list__icon" style={{ color, borderColor: color }} aria-hidden="true">
              <Icon size={18} />
            </span>
            <div className="trait-list__body">
              <div className="trait-list__row">
                <span className="trait-list__name">{trait.traitName}</span>
                <span className="trait-list__level">Level {trait.level}</span>
              </div>
              <ProgressBar
                label={`${trait.traitName} XP`}
                value={trait.currentXP}
                max={XP_PER_LEVEL}
                valueText={`Level ${trait.level}, ${xpText}`}
                tone="custom"
                color={color}
              />
              <span className="trait-list__xp">{xpText}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
