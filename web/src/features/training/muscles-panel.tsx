import { Suspense, useState } from 'react';
import { muscleRegion, type MuscleRegionId } from '@ninety/domain';
import { LoadBoundary } from '../../components/load-boundary';
import { Badge } from '../../components/ui/badge';
import { LoadingText } from '../../components/ui/loading-text';
import { NeedsConnection } from '../../components/ui/needs-connection';
import { lazyPart } from '../../lib/lazy-part';

// The diagram is the heaviest drawing of the screen: it comes with this tab only.
const BodyDiagram = lazyPart(() => import('./body-diagram'));

/** The Muscles tab: pick a region on the body to see its parts and what trains it. */
export function MusclesPanel() {
  const [selected, setSelected] = useState<MuscleRegionId | null>(null);
  const region = selected ? muscleRegion(selected) : null;
  return (
    <div className="muscles">
      <LoadBoundary failed={(retry) => <NeedsConnection what="The body diagram" retry={retry} />}>
        <Suspense fallback={<LoadingText>Loading the body diagram...</LoadingText>}>
          <BodyDiagram selected={selected} onSelect={setSelected} />
        </Suspense>
      </LoadBoundary>
      <section className="muscle-detail" aria-live="polite" aria-labelledby="muscle-detail-title">
        {region ? (
          <>
            <h3 className="muscle-detail__title" id="muscle-detail-title">
              {region.name}
            </h3>
            <ul className="muscle-detail__chips" aria-label={`Parts of the ${region.name.toLowerCase()}`}>
              {region.focusAreas.map((area) => (
                <li key={area}>
                  <Badge tone="accent">{area}</Badge>
                </li>
              ))}
            </ul>
            <h4 className="muscle-detail__subtitle">Recommended exercises</h4>
            <ul className="exercise-list">
              {region.exercises.map((exercise) => (
                <li key={exercise.name} className="exercise-list__item">
                  <span>{exercise.name}</span>
                  <span className="exercise-list__detail">
                    {exercise.sets} x {exercise.reps}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="muscle-detail__hint" id="muscle-detail-title">
            Choose a muscle on the body to see how to train it.
          </p>
        )}
      </section>
    </div>
  );
}
