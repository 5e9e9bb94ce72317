import { Lightbulb } from 'lucide-react';

/** The tips box under the task list. */
export function PriorityTips() {
  return (
    <aside className="tips" aria-labelledby="priority-tips-title">
      <h2 className="tips__title" id="priority-tips-title">
        <Lightbulb size={16} aria-hidden="true" /> Tips
      </h2>
      <ul>
        <li>Complete a task before its countdown ends to earn its HP.</li>
        <li>An overdue task drains its HP impact once; completing it late earns nothing.</li>
        <li>Press Start while you work on a task; the timer is kept on this device.</li>
      </ul>
    </aside>
  );
}
