import { RefreshCw } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { BusyButton } from '../../components/ui/busy-button';
import type { ScheduleCard } from './training';

interface WeeklyScheduleProps {
  cards: ScheduleCard[];
  generating: boolean;
  onRegenerate(): void;
}

/** A card per day of the week, today's marked in words and colour. */
export function WeeklySchedule({ cards, generating, onRegenerate }: WeeklyScheduleProps) {
  return (
    <div className="schedule">
      <ol className="schedule__days">
        {cards.map((card) => (
          <li
            key={card.id}
            className={`schedule-card${card.isToday ? ' is-today' : ''}`}
            aria-current={card.isToday ? 'date' : undefined}
            data-testid="schedule-card"
          >
            <div className="schedule-card__head">
              <h3 className="schedule-card__day">{card.dayName}</h3>
              {card.isToday && <Badge tone="accent">Today</Badge>}
            </div>
            <p className="schedule-card__title">{card.title}</p>
            <p className="schedule-card__muscles">{card.muscleGroup}</p>
            <ul className="schedule-card__exercises">
              {card.shown.map((exercise) => (
                <li key={exercise.name}>
                  {exercise.name} <span className="exercise-list__detail">{exercise.detail}</span>
                </li>
              ))}
            </ul>
            {card.more && <p className="schedule-card__more">{card.more}</p>}
          </li>
        ))}
      </ol>
      <BusyButton type="button" className="button" onClick={onRegenerate} busy={generating}>
        <RefreshCw size={16} aria-hidden="true" className={generating ? 'is-spinning' : undefined} />
        {generating ? 'Generating...' : 'Regenerate Plan'}
      </BusyButton>
    </div>
  );
}
