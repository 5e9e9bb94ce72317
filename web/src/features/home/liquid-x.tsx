import { useId } from 'react';
import type { LiquidXView } from './dashboard';
import { liquidOffset, SIZE, STROKES, STROKE_WIDTH, WAVE_PATH } from './liquid-x-shape';

interface LiquidXProps {
  /** 0..1: consecutive days out of 90. */
  fill: number;
  view: LiquidXView;
}

/**
 * The dashboard's liquid X: the shape fills from the bottom with consecutive days out of 90,
 * the surface waving gently (held still under prefers-reduced-motion, see home.css). Green,
 * red or gold by state; the state is also said in words under it and to a screen reader.
 */
export function LiquidX({ fill, view }: LiquidXProps) {
  // useId gives characters that a url(#...) reference does not accept.
  const maskId = `liquid-x-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
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
          <g className="liquid-x__level" style={{ transform: `translateY(${liquidOffset(fill)}px)` }}>
            <path className="liquid-x__wave" d={WAVE_PATH} />
          </g>
        </g>
      </svg>
    </div>
  );
}
