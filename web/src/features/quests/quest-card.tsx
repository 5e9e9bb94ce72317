import { CircleCheck, Clock, Play } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { traitStyle } from '../../components/ui/trait-style';
import type { QuestCardView } from './quest-cards';

const DIFFICULTY_TONES: Record<QuestCardView['difficulty'], BadgeTone> = { easy: 'green', medium: 'yellow', hard: 'red' };

interface QuestCardProps {
  quest: QuestCardView;
  onStart(): void;
  onComplete(): void;
}

/** A quest: Start Quest while available, Mark Complete while active, its date once completed. */
export function QuestCard({ quest, onStart, onComplete }: QuestCardProps) {
  const { icon: TraitIcon, color } = traitStyle(quest.traitName);
  return (
    <article className={`quest-card${quest.isFear ? ' quest-card--fear' : ''}`} aria-labelledby={`quest-${quest.id}-title`} data-testid="quest-card" tabIndex={-1}>
      <div className="quest-card__top">
        <h3 className="quest-card__title" id={`quest-${quest.id}-title`}>
          {quest.title}
        </h3>
        <span className="quest-card__xp">{quest.xpText}</span>
      </div>
      <div className="quest-card__tags">
        {quest.isFear && <Badge tone="purple">Fear Quest</Badge>}
        <span className="quest-card__trait" style={{ color }}>
          <TraitIcon size={14} aria-hidden="true" />
          {quest.traitName}
        </span>
        <Badge tone={DIFFICULTY_TONES[quest.difficulty]}>{quest.difficultyLabel}</Badge>
        <span className="quest-card__duration">
          <Clock size={14} aria-hidden="true" />
          {quest.duration}
        </span>
      </div>
      <p className="quest-card__description">{quest.description}</p>
      {quest.status === 'available' && (
        <button type="button" className="button button--primary" onClick={onStart}>
          <Play size={16} aria-hidden="true" /> Start Quest
        </button>
      )}
      {quest.status === 'active' && (
        <button type="button" className="button button--primary" onClick={onComplete}>
          <CircleCheck size={16} aria-hidden="true" /> Mark Complete
        </button>
      )}
      {quest.completedText && (
        <p className="quest-card__done">
          <CircleCheck size={16} aria-hidden="true" /> {quest.completedText}
        </p>
      )}
    </article>
  );
}
