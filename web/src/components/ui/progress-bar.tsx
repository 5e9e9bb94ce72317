interface ProgressBarProps {
  /** The bar's accessible name ("HP", "Focus XP"). */
  label: string;
  value: number;
  max: number;
  /** What a screen reader says instead of a bare percentage ("85 of 100 HP"). */
  valueText?: string;
  /** Colour of the fill; the figures beside the bar always say the same in words. */
  tone?: 'accent' | 'low' | 'middle' | 'normal' | 'gold' | 'custom';
  /** For tone "custom": the fill colour (a trait's own). */
  color?: string;
  className?: string;
}

/** A horizontal progress bar exposed as a progressbar with its name and value. */
export function ProgressBar({ label, value, max, valueText, tone = 'accent', color, className = '' }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(safeMax, Math.max(0, value));
  return (
    <div
      className={`progress-bar progress-bar--${tone} ${className}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      <div
        className="progress-bar__fill"
        style={{ width: `${(clamped / safeMax) * 100}%`, ...(color ? { background: color } : {}) }}
      />
    </div>
  );
}
