import type { ReactNode } from 'react';

interface ProgressRingProps {
  /** 0..1; values above 1 show a full ring. */
  fraction: number;
  size?: number;
  stroke?: number;
  label: string;
  children?: ReactNode;
}

/** A circular progress indicator with its value in the middle, exposed as a progressbar. */
export function ProgressRing({ fraction, size = 176, stroke = 14, label, children }: ProgressRingProps) {
  const clamped = Math.max(0, Math.min(1, fraction));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className="progress-ring"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle className="progress-ring__track" cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} />
        <circle
          className="progress-ring__value"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <div className="progress-ring__center">{children}</div>
    </div>
  );
}
