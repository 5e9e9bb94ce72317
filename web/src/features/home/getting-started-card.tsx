import { Link } from 'react-router-dom';
import { Card } from '../../components/ui/card';

/** Shown while there are no goals and no tasks (rules.md), with the two ways to begin. */
export function GettingStartedCard() {
  return (
    <Card title="Getting Started" titleId="getting-started" className="getting-started">
      <p>Add your first goals and tasks to begin your journey</p>
      <div className="getting-started__links">
        <Link to="/goals" className="button">
          New Goal
        </Link>
        <Link to="/priority" className="button">
          Add Task
        </Link>
      </div>
    </Card>
  );
}
