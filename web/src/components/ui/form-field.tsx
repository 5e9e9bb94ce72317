import type { InputHTMLAttributes } from 'react';
import { TriangleAlert } from 'lucide-react';

interface FormFieldProps {
  /** The input's id; the label, the hint and the error hang off it. */
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The schema's message for this field, shown under it and read with it. */
  error?: string;
  /** A standing help line (bounds, units), read with the field too. */
  hint?: string;
  unit?: string;
  type?: 'text' | 'number' | 'time' | 'textarea';
  /** Takes the focus when the dialog holding the form opens. */
  autoFocus?: boolean;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'>;
  rows?: number;
  maxLength?: number;
}

/**
 * One labelled field of a form: its label, the input, a hint and the field's error, joined by
 * aria-describedby so a screen reader says the problem when the field is focused.
 */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  unit,
  type = 'text',
  autoFocus,
  inputProps,
  rows = 4,
  maxLength,
}: FormFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    className: 'input',
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-autofocus': autoFocus || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {unit && <span className="field__unit"> ({unit})</span>}
      </label>
      {/* The input with what is said under it: the second of the two rows a field takes beside
          another (the form grid's subgrid), so inputs side by side line up. */}
      <div className="field__control">
        {type === 'textarea' ? (
          <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...shared}
            type={type}
            inputMode={type === 'number' ? 'decimal' : undefined}
            {...inputProps}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        {error && (
          <p className="field__error" id={`${id}-error`}>
            <TriangleAlert size={14} aria-hidden="true" />
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
