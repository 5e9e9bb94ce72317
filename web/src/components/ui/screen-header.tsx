import type { ReactNode } from 'react';

/** The product's name: Home's heading, and the end of every other screen's document title. */
const PRODUCT_NAME = 'Ninety';

/**
 * A screen's heading, and its document title with it: the browser's history, the phone's app
 * switcher and a screen reader name the screen, not only the product. React 19 moves the
 * `<title>` into the document's head and restores the previous one when the screen leaves.
 */
export function ScreenHeader({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <div className="screen-header">
      <title>{title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`}</title>
      <div>
        <h1 className="screen-header__title">{title}</h1>
        {subtitle && <p className="screen-header__subtitle">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
