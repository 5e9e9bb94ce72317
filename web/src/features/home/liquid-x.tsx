import { useId } from 'react';
import type { LiquidXView } from './dashboard';

interface LiquidXProps {
  /** 0..1: consecutive days out of 90. */
  fill: number;
  view: LiquidXView;
}

const SIZE = 120;
// The two strokes of the X; drawn as thick round-capped lines and used as a mask for the liquid.
const STROKES = [
  { x1: 26, y1: 24, x2: 94, y2: 96 },
  { x1: 94, y1: 24, x2: 26, y2: 96 },
];
const STROKE_WIDTH = 26;

/**
 * The dashboard's liquid X: the shape fills from the bottom with consecutive days out of 90,
 * the surface waving gently (held still under prefers-reduced-motion, see home.css). Green,
 * red or gold by state; the state is also said in words under it and to a screen reader.
 */
export function LiquidX({ fill, view }: LiquidXProps) {
  // useId gives characters that a url(#...) reference does not accept.
  const maskId = `liquid-x-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const level = SIZE * (1 - Math.max(0, Math.min(1, fill)));
  return (
    <div className={`liquid-x liquid-x--${view.state}`} role="img" aria-label={view.description} data-state={view.state}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
        <defs>
          <mask id={maskId}>
            {STROKES.map((line) => (
              <line key={line.x1} {...line} stroke="white" strokeWidth={STROKE_WIDTH} strokeLinecap="round" />
            ))}
          </mask>
        </defs>
        {STROKES.map((line) => (
          <line key={line.x1} {...line} className="liquid-x__track" strokeWidth={STROKE_WIDTH + 4} strokeLinecap="round" />
        ))}
        <g mask={`url(#${maskId})`}>
          <g className="liquid-x__level" style={{ transform: `translateY(${level}px)` }}>
            <path
              className="liquid-x__wave"
              d="M0 6 Q15 0 30 6 T60 6 T90 6 T120 6 T150 6 T180 6 T210 6 T240 6 V130 H0 Z"
            />
          </g>
        </g>
      </svg>
    </div>
  );
}
