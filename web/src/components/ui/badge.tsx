import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'green' | 'yellow' | 'red' | 'gold' | 'purple';

/** A small label. Its words carry the meaning; the tone only repeats it in colour. */
export function Badge({ tone = 'neutral', children, className = '' }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={`badge badge--${tone} ${className}`}>{children}</span>;
}
