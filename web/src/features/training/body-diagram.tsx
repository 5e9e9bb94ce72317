import type { KeyboardEvent, ReactNode } from 'react';
import type { BodySide, MuscleRegionId } from '@ninety/domain';
import { MUSCLE_REGIONS } from '@ninety/domain';

interface BodyDiagramProps {
  selected: MuscleRegionId | null;
  onSelect(id: MuscleRegionId): void;
}

/**
 * Front and back of a body, drawn in SVG, each muscle region a button: focusable, named, pressed
 * while selected, and worked with Enter or Space as a button is. Loaded only with the Muscles tab.
 */
export default function BodyDiagram({ selected, onSelect }: BodyDiagramProps) {
  const region = (id: MuscleRegionId, shapes: ReactNode) => {
    const name = MUSCLE_REGIONS.find((r) => r.id === id)?.name ?? id;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSelect(id);
      }
    };
    return (
      <g
        role="button"
        tabIndex={0}
        aria-label={name}
        aria-pressed={selected === id}
        className={`body-region${selected === id ? ' is-selected' : ''}`}
        data-region={id}
        onClick={() => onSelect(id)}
        onKeyDown={onKeyDown}
      >
        {shapes}
      </g>
    );
  };

  return (
    <div className="body-diagram">
      <Figure side="front" label="Front of the body">
        {region(
          'shoulders',
          <>
            <ellipse cx="33" cy="58" rx="11" ry="9" />
            <ellipse cx="87" cy="58" rx="11" ry="9" />
          </>,
        )}
        {region(
          'chest',
          <>
            <path d="M41 52 H60 V77 Q50 80 41 74 Z" />
            <path d="M60 52 H79 V74 Q70 80 60 77 Z" />
          </>,
        )}
        {region(
          'biceps',
          <>
            <ellipse cx="27" cy="85" rx="7" ry="15" />
            <ellipse cx="93" cy="85" rx="7" ry="15" />
          </>,
        )}
        {region('abs', <rect x="46" y="81" width="28" height="44" rx="6" />)}
        {region(
          'quads',
          <>
            <ellipse cx="48" cy="163" rx="11" ry="28" />
            <ellipse cx="72" cy="163" rx="11" ry="28" />
          </>,
        )}
        {region(
          'calves',
          <>
            <ellipse cx="47" cy="222" rx="8" ry="21" />
            <ellipse cx="73" cy="222" rx="8" ry="21" />
          </>,
        )}
      </Figure>
      <Figure side="back" label="Back of the body">
        {region('back', <path d="M40 50 H80 Q84 80 74 112 H46 Q36 80 40 50 Z" />)}
        {region(
          'triceps',
          <>
            <ellipse cx="27" cy="85" rx="7" ry="15" />
            <ellipse cx="93" cy="85" rx="7" ry="15" />
          </>,
        )}
        {region(
          'glutes',
          <>
            <ellipse cx="50" cy="131" rx="11" ry="11" />
            <ellipse cx="70" cy="131" rx="11" ry="11" />
          </>,
        )}
        {region(
          'hamstrings',
          <>
            <ellipse cx="48" cy="170" rx="10" ry="24" />
            <ellipse cx="72" cy="170" rx="10" ry="24" />
          </>,
        )}
      </Figure>
    </div>
  );
}

/** The outline of a body (head, neck, arms, torso, legs), with the regions drawn over it. */
function Figure({ side, label, children }: { side: BodySide; label: string; children: ReactNode }) {
  return (
    <figure className="body-figure">
      <svg viewBox="0 0 120 250" role="group" aria-label={label} className="body-figure__svg">
        <g className="body-outline" aria-hidden="true">
          <circle cx="60" cy="22" r="14" />
          <rect x="54" y="34" width="12" height="10" rx="3" />
          <path d="M38 46 H82 Q90 48 92 60 L86 128 H34 L28 60 Q30 48 38 46 Z" />
          <ellipse cx="24" cy="118" rx="6" ry="18" />
          <ellipse cx="96" cy="118" rx="6" ry="18" />
          <path d="M36 124 H84 L84 192 H36 Z" />
          <ellipse cx="47" cy="222" rx="9" ry="24" />
          <ellipse cx="73" cy="222" rx="9" ry="24" />
        </g>
        {children}
      </svg>
      <figcaption className="body-figure__caption">{side === 'front' ? 'Front' : 'Back'}</figcaption>
    </figure>
  );
}
