/**
 * The liquid X's drawing: its two strokes, and how high the liquid stands for a fill. Pure, so
 * "fills in proportion to consecutive days out of 90" (spec §2) is tested without a browser.
 */

/** The drawing's coordinates: a square this many units wide. */
export const SIZE = 120;

/** The two strokes of the X, drawn as thick round-capped lines; they also mask the liquid. */
export const STROKES = [
  { x1: 26, y1: 24, x2: 94, y2: 96 },
  { x1: 94, y1: 24, x2: 26, y2: 96 },
] as const;
export const STROKE_WIDTH = 26;

/**
 * The liquid's surface: a wave along y = WAVE_MIDLINE whose crests reach WAVE_MIDLINE -
 * WAVE_AMPLITUDE and troughs WAVE_MIDLINE + WAVE_AMPLITUDE (the control points at 0 and 12), one
 * crest every 60 units. Twice the square's width, so it slides 120 units sideways (home.css) and
 * still covers the square, and deep enough to fill down past the X's lowest point from any level.
 */
export const WAVE_MIDLINE = 6;
export const WAVE_AMPLITUDE = 3;
export const WAVE_PATH = 'M0 6 Q15 0 30 6 T60 6 T90 6 T120 6 T150 6 T180 6 T210 6 T240 6 V130 H0 Z';

/** The X as drawn, its round caps included: where the liquid can be seen. */
export const X_TOP = Math.min(...STROKES.flatMap((line) => [line.y1, line.y2])) - STROKE_WIDTH / 2;
export const X_BOTTOM = Math.max(...STROKES.flatMap((line) => [line.y1, line.y2])) + STROKE_WIDTH / 2;

/**
 * How far down the wave is moved for a fill of 0..1. The surface travels the X's own height, not
 * the square's: measured against the square, the first tenth of the days stood below the X's
 * lowest point and showed nothing. With no day the crests stay just under the X; from the first
 * day the surface's middle rises from the X's lowest point, so its crests show at once, to a
 * wave's height over its top, so a full X has no gap between the troughs.
 */
export function liquidOffset(fill: number): number {
  const share = Math.max(0, Math.min(1, fill));
  if (share === 0) return X_BOTTOM + WAVE_AMPLITUDE - WAVE_MIDLINE;
  const middle = X_BOTTOM - share * (X_BOTTOM - X_TOP + WAVE_AMPLITUDE);
  return middle - WAVE_MIDLINE;
}
