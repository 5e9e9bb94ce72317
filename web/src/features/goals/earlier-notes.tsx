import { useEarlierNotes } from '../../db/hooks/goals';
import type { LockNotes } from '../../db/goal-reads';

/**
 * A lock's notes of earlier days, newest first, read when its card opens them: up to 90 a lock,
 * and on every card shown after years of goals (docs/decisions/0024). Nothing is drawn for the
 * moment the read takes, so no "Loading" flashes inside the opened list.
 */
export function EarlierNotes({ lock }: { lock: LockNotes }) {
  const notes = useEarlierNotes(lock);
  if (!notes) return null;
  return (
    <ul>
      {notes.map((note) => (
        <li key={note.id} className="goal-note">
          <h4 className="goal-note__day">
            <time dateTime={note.day}>{note.day}</time>
          </h4>
          <p className="goal-note__text">{note.note}</p>
        </li>
      ))}
    </ul>
  );
}
