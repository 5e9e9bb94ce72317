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
  // The box shows the stored value: it turns once the change is kept, a moment after the click
  // (docs/decisions/0022-the-screen-shows-what-the-store-holds.md).
  const { checked } = item;
  const inputId = `checklist-item-${item.id}`;

  return (
    <li className={`checklist-item${checked ? ' is-checked' : ''}`}>
      <input
        id={inputId}
        type="checkbox"
        className="checklist-item__checkbox"
        checked={checked}
        onChange={(event) => void onCheckedChange(item, event.target.checked)}
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
