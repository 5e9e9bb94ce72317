import { CircleCheck, Droplet } from 'lucide-react';
import type { ActivityItem } from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { UntilRestored } from '../../components/until-restored';
import { formatWhen } from '../../lib/format';

/**
 * The 2 latest completed tasks and the 2 latest water logs, newest first, each with the HP it
 * brought (a task completed late brought none, and says so). Which are the latest
 * is a question about every record, as HP and streaks are, so the list waits for a restore to
 * end (ADR 31): a restore brings the oldest records first, which would stand here as the newest.
 */
export function RecentActivity({ items, timeZone, now }: { items: readonly ActivityItem[]; timeZone: string; now: Date }) {
  return (
    <Card title="Recent Activity" titleId="recent-activity">
      <UntilRestored then="Your latest activity will show once the rest has arrived.">
        <ActivityList items={items} timeZone={timeZone} now={now} />
      </UntilRestored>
    </Card>
  );
}

function ActivityList({ items, timeZone, now }: { items: readonly ActivityItem[]; timeZone: string; now: Date }) {
  return items.length === 0 ? (
    <EmptyState title="No activity yet" hint="Start logging water or completing tasks to see activity" />
  ) : (
    <ul className="activity">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="activity__item" data-testid="activity-item">
          {item.kind === 'task' ? <CircleCheck size={18} aria-hidden="true" /> : <Droplet size={18} aria-hidden="true" />}
          <span className="activity__title">{item.title}</span>
          <time className="activity__time" dateTime={item.at}>
            {formatWhen(item.at, timeZone, now)}
          </time>
          <span className={`activity__detail${item.earnedHp ? '' : ' activity__detail--none'}`}>{item.detail}</span>
        </li>
      ))}
    </ul>
  );
}
