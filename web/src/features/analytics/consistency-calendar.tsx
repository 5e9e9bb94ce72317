import { isoDayOfWeek, type CalendarDay, type CalendarDayState } from '@ninety/domain';
import { Card } from '../../components/ui/card';

/** Each state has a mark as well as a colour, so the calendar reads without colour too. */
const STATES: Record<CalendarDayState, { mark: string; word: string }> = {
  consistent: { mark: '✓', word: 'Consistent' },
  forgiven: { mark: '~', word: 'Forgiven miss' },
  missed: { mark: '×', word: 'Missed' },
  open: { mark: '•', word: 'Today, still open' },
  before: { mark: '', word: 'Before your first consistent day' },
};
const WEEKDAYS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];

function count(days: readonly CalendarDay[], state: CalendarDayState): number {
  return days.filter((day) => day.state === state).length;
}

/** The last 90 days, Monday-first weeks, with a summary and the same data as a table for screen readers. */
export function ConsistencyCalendar({ days }: { days: readonly CalendarDay[] }) {
  const offset = days.length > 0 ? isoDayOfWeek(days[0]!.day) - 1 : 0;
  const summary = `In the last ${days.length} days: ${count(days, 'consistent')} consistent, ${count(days, 'forgiven')} forgiven ${count(days, 'forgiven') === 1 ? 'miss' : 'misses'}, ${count(days, 'missed')} missed.`;
  return (
    <Card title="Last 90 Days" titleId="calendar" className="calendar-card">
      <p className="calendar__summary" data-testid="calendar-summary">
        {summary}
      </p>
      <div className="calendar" aria-hidden="true">
        {WEEKDAYS.map((name, i) => (
          <span key={i} className="calendar__weekday">
            {name}
          </span>
        ))}
        {Array.from({ length: offset }, (_, i) => (
          <span key={`gap-${i}`} />
        ))}
        {days.map((day) => (
          <span key={day.day} className={`calendar__day calendar__day--${day.state}`} title={`${day.date}: ${STATES[day.state].word}`} data-state={day.state}>
            {STATES[day.state].mark}
          </span>
        ))}
      </div>
      <ul className="calendar__legend" aria-hidden="true">
        {(['consistent', 'forgiven', 'missed', 'open'] as const).map((state) => (
          <li key={state}>
            <span className={`calendar__day calendar__day--${state}`}>{STATES[state].mark}</span> {STATES[state].word}
          </li>
        ))}
      </ul>
      <div className="visually-hidden">
        <table>
        <caption>Consistency of each of the last {days.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Day</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{day.date}</td>
              <td>{STATES[day.state].word}</td>
            </tr>
          ))}
        </tbody>
        </table>
      </div>
    </Card>
  );
}
