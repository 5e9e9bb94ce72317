import type { ReactNode } from 'react';

interface CardProps {
  title?: string;
  /** Id for the heading, so the card's region is named by it. */
  titleId?: string;
  action?: ReactNode;
  className?: string;
  /** -1 where a list of cards gives the focus to a card (lib/use-focus-kept-in-list.ts). */
  tabIndex?: number;
  children: ReactNode;
}

export function Card({ title, titleId, action, className = '', tabIndex, children }: CardProps) {
  return (
    <section className={`card ${className}`} aria-labelledby={title ? titleId : undefined} tabIndex={tabIndex}>
      {(title || action) && (
        <header className="card__header">
          {title && (
            <h2 className="card__title" id={titleId}>
              {title}
            </h2>
          )}
          {action}
        </header>
      )}
      {children}
    </section>
  );
}
