import { useId, type ReactNode } from 'react';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** A line under the label, read with the switch. */
  description?: ReactNode;
}

/**
 * An on/off setting: a button with role="switch", named by its label, "On"/"Off" also in words.
 * The label and its sentence are the switch's <label>, so a tap on the words flips it too.
 */
export function Switch({ label, checked, onChange, description }: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-field">
      <label className="switch-field__text" htmlFor={`${id}-switch`}>
        <span className="switch-field__label" id={`${id}-label`}>
          {label}
        </span>
        {description && (
          <span className="switch-field__description" id={`${id}-description`}>
            {description}
          </span>
        )}
      </label>
      <button
        id={`${id}-switch`}
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
        <span className="switch__state" aria-hidden="true">
          {checked ? 'On' : 'Off'}
        </span>
      </button>
    </div>
  );
}
