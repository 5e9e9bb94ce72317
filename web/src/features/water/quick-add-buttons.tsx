import { useEffect, useRef, useState } from 'react';
import { Droplet } from 'lucide-react';
import { WATER_QUICK_ADD_HIGHLIGHT_MS, WATER_QUICK_ADD_OZ } from '@ninety/domain';

/** The 8, 12 and 16 oz buttons; the tapped one stays highlighted for one second. */
export function QuickAddButtons({ onAdd }: { onAdd(amount: number): void }) {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function add(amount: number) {
    setHighlighted(amount);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlighted(null), WATER_QUICK_ADD_HIGHLIGHT_MS);
    onAdd(amount);
  }

  return (
    <div className="quick-add" role="group" aria-label="Quick add">
      {WATER_QUICK_ADD_OZ.map((amount) => (
        <button
          key={amount}
          type="button"
          className={`button quick-add__button${highlighted === amount ? ' is-highlighted' : ''}`}
          aria-label={`Add ${amount} oz`}
          data-highlighted={highlighted === amount || undefined}
          onClick={() => add(amount)}
        >
          <Droplet size={18} aria-hidden="true" />
          {amount} oz
        </button>
      ))}
    </div>
  );
}
