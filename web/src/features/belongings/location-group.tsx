import { useEffect, useId, useRef, type FormEvent } from 'react';
import { ChevronDown, MapPin, Plus, RotateCcw } from 'lucide-react';
import { ITEM_NAME_MAX, type ChecklistItem } from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { UntilRestored } from '../../components/until-restored';
import { useExclusive } from '../../lib/use-exclusive';
import { useKeptText } from '../../lib/use-kept-text';
import { ChecklistItemRow } from './checklist-item-row';
import { formatDistance } from './format-distance';
import type { LocationView } from './locations';

interface LocationGroupProps {
  location: LocationView;
  expanded: boolean;
  onExpandedChange(expanded: boolean): void;
  /** Changes when the item input should take focus (a new location, or one picked again). */
  focusRequest?: number;
  /** Adds an item here; answers whether it was added (the input is then cleared of it). */
  onAddItem(locationName: string, itemName: string): Promise<boolean>;
  onCheckedChange(item: ChecklistItem, checked: boolean): Promise<boolean>;
  onDeleteItem(item: ChecklistItem): Promise<boolean>;
  onReset(locationName: string): void;
}

/**
 * One location: a disclosure with its checked/total badge, an item input of its own (what is
 * typed here never shows in another location's input), its items and a reset for the next trip.
 */
export function LocationGroup(props: LocationGroupProps) {
  const { location, expanded, onExpandedChange, focusRequest, onAddItem, onCheckedChange, onDeleteItem, onReset } = props;
  const [draft, setDraft, clearAdded] = useKeptText(`checklist-item:${location.name}`);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const total = location.items.length;

  useEffect(() => {
    if (focusRequest !== undefined) input.current?.focus();
  }, [focusRequest]);

  // A double tap on Add (or Enter twice) adds the item once, not a duplicate.
  const add = useExclusive(async (name: string) => {
    if (await onAddItem(location.name, name)) clearAdded(name);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void add.run(draft);
  }

  async function remove(item: ChecklistItem) {
    // The deleted row's button disappears; keep the keyboard user in this location.
    if (await onDeleteItem(item)) input.current?.focus();
  }

  return (
    <div className={`location-group${location.isCurrent ? ' is-current' : ''}`} role="group" aria-labelledby={`${id}-name`}>
      <h3 className="location-group__heading">
        <button
          type="button"
          className="location-group__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={() => onExpandedChange(!expanded)}
        >
          <ChevronDown size={18} aria-hidden="true" className="location-group__chevron" />
          <MapPin size={16} aria-hidden="true" />
          <span className="location-group__name" id={`${id}-name`}>
            {location.name}
          </span>
          {location.isCurrent && <span className="here-badge">You are here</span>}
          {!location.isCurrent && location.meters !== null && (
            <span className="location-group__distance">{formatDistance(location.meters)} away</span>
          )}
          <span className="count-badge" data-testid="location-count">
            {location.checkedCount}/{total}
            <span className="visually-hidden"> checked</span>
          </span>
        </button>
      </h3>
      <div id={`${id}-panel`} className="location-group__panel" hidden={!expanded}>
        <form className="inline-form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-item`} className="visually-hidden">
            New item for {location.name}
          </label>
          <input
            id={`${id}-item`}
            ref={input}
            className="input inline-form__input"
            placeholder="Add item..."
            value={draft}
            maxLength={ITEM_NAME_MAX}
            autoComplete="off"
            enterKeyHint="done"
            onChange={(event) => setDraft(event.target.value)}
          />
          <BusyButton type="submit" className="button button--primary" aria-label={`Add item to ${location.name}`} busy={add.pending}>
            <Plus size={18} aria-hidden="true" />
            Add
          </BusyButton>
        </form>
        {total === 0 ? (
          <UntilRestored>
            <p className="location-group__empty">No items yet. Add your first item above.</p>
          </UntilRestored>
        ) : (
          <ul className="checklist" aria-label={`Items at ${location.name}`}>
            {location.items.map((item) => (
              <ChecklistItemRow key={item.id} item={item} onCheckedChange={onCheckedChange} onDelete={remove} />
            ))}
          </ul>
        )}
        {total > 0 && (
          <button
            type="button"
            className="button button--ghost location-group__reset"
            aria-label={`Reset for next trip: uncheck every item at ${location.name}`}
            disabled={location.checkedCount === 0}
            onClick={() => onReset(location.name)}
          >
            <RotateCcw size={16} aria-hidden="true" />
            Reset for next trip
          </button>
        )}
      </div>
    </div>
  );
}
