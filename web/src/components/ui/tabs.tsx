import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { formatCount } from '@ninety/domain';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** Shown beside the label, and read with it ("Active 2"). */
  count?: number;
}

interface TabsProps<Id extends string> {
  /** Names the tab list ("Quests by status"). */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs as the WAI-ARIA tabs pattern has them: one tab stop for the list (the selected tab),
 * arrow keys, Home and End move between tabs and select them (automatic activation: every panel
 * here is local and instant), and the panel is labelled by its tab.
 *
 * The panel opens with a heading, its tab's name, seen only by assistive technology: the cards in
 * a panel carry h3 titles, and without it a screen reader's list of headings went from the
 * screen's h1 straight to them (axe's and Lighthouse's heading-order).
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: Id) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
              {tab.count !== undefined && <span className="tabs__count">{formatCount(tab.count)}</span>}
            </button>
          );
        })}
      </div>
      <div className="tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        <h2 className="visually-hidden">{tabs.find((tab) => tab.id === selected)?.label}</h2>
        {children}
      </div>
    </div>
  );
}
