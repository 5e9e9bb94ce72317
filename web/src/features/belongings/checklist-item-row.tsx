import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { ChecklistItem } from '@ninety/domain';

interface ChecklistItemRowProps {
  item: ChecklistItem;
  /** Sets the item's checked state; answers whether it was saved. */
  onCheckedChange(item: ChecklistItem, checked: boolean): Promise<boolean>;
  onDelete(item: ChecklistItem): void;
}

/** One belonging: a real checkbox labelled by its name, struck through once packed. */
export function ChecklistItemRow({ item, onCheckedChange, onDelete }: ChecklistItemRowProps) {
  // The box follows the click at once; the stored value arrives a moment later through the
  // live query, and wins whenever it changes (a sync may bring a later action from elsewhere).
  const [checked, setChecked] = useState(item.checked);
  const [stored, setStored] = useState(item.checked);
  if (stored !== item.checked) {
    setStored(item.checked);
    setChecked(item.checked);
  }
  const inputId = `checklist-item-${item.id}`;

  function change(next: boolean) {
    setChecked(next);
    void onCheckedChange(item, next).then((saved) => {
      if (!saved) setChecked(item.checked);
    });
  }

  return (
    <li className={`checklist-item${checked ? ' is-checked' : ''}`}>
      <input
        id={inputId}
        type="checkbox"
        className="checklist-item__checkbox"
        checked={checked}
        onChange={(event) => change(event.target.checked)}
      />
      <label htmlFor={inputId} className="checklist-item__label">
        {item.itemName}
      </label>
      <button
        type="button"
        className="icon-button checklist-item__delete"
        aria-label={`Delete ${item.itemName}`}
        onClick={() => onDelete(item)}
      >
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </li>
  );
}
