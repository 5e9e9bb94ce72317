import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { LOCATION_NAME_MAX } from '@ninety/domain';

interface AddLocationFormProps {
  id: string;
  /** Saves the name; answers whether it was taken (the form then closes). */
  onSave(name: string): boolean;
  onCancel(): void;
}

/** The name input revealed by "Add Location"; Enter saves, Escape closes. */
export function AddLocationForm({ id, onSave, onCancel }: AddLocationFormProps) {
  const [name, setName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (onSave(name)) setName('');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onCancel();
  }

  return (
    <form id={id} className="inline-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-name`} className="visually-hidden">
        Location name
      </label>
      <input
        id={`${id}-name`}
        className="input inline-form__input"
        placeholder="Location name (e.g., Home, Gym, Office)"
        value={name}
        maxLength={LOCATION_NAME_MAX}
        autoComplete="off"
        enterKeyHint="done"
        // The form opens on the user's request, so taking focus there is what they expect.
        autoFocus
        onKeyDown={onKeyDown}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        Save
      </button>
    </form>
  );
}
