import { useEffect, useId, useRef } from 'react';
import { X } from 'lucide-react';
import { TOAST_MS, TOAST_WITH_ACTION_MS } from '@ninety/domain';
import { useToastStore, type Toast } from '../../lib/toast-store';
import { useFocusGivenBack } from './use-focus-given-back';
import { useHeldTimeout } from './use-held-timeout';

/** The key that takes the keyboard to the toast shown, as Radix's toasts do. */
const TOAST_HOTKEY = 'F8';

/**
 * Shows the one current toast; destructive ones are announced assertively. The toast comes last
 * in the page, after the bottom bar: F8 takes the keyboard to it from anywhere, so an Undo is one
 * key away, and its region's name says so.
 */
export function ToastViewport() {
  const toast = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!toast) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      // Its first button: the Undo when it has one, else its close button.
      region.current?.querySelector<HTMLElement>('button')?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toast]);

  return (
    <div className="toast-viewport" role="region" aria-label={`Notifications (${TOAST_HOTKEY})`} ref={region}>
      <div aria-live="polite" aria-atomic="true">
        {toast && toast.variant === 'default' && <ToastBody key={toast.id} {...toast} onClose={() => dismiss(toast.id)} />}
      </div>
      <div role="alert" aria-atomic="true">
        {toast && toast.variant === 'destructive' && (
          <ToastBody key={toast.id} {...toast} onClose={() => dismiss(toast.id)} />
        )}
      </div>
    </div>
  );
}

/**
 * One toast, keyed by its id: a new toast starts its own time. A group named by its title, so
 * a screen reader on its buttons hears what they act on. Esc closes it; the focus goes back to
 * where it came from.
 */
function ToastBody({ title, description, variant, action, onClose }: Omit<Toast, 'id'> & { onClose(): void }) {
  const holdHandlers = useHeldTimeout(action ? TOAST_WITH_ACTION_MS : TOAST_MS, onClose);
  const focusGivenBack = useFocusGivenBack<HTMLDivElement>();
  const id = useId();
  return (
    <div
      className={`toast toast--${variant}`}
      data-testid="toast"
      role="group"
      aria-labelledby={`${id}-title`}
      {...holdHandlers}
      {...focusGivenBack}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="toast__text">
        <p className="toast__title" id={`${id}-title`}>
          {title}
        </p>
        {description && <p className="toast__description">{description}</p>}
      </div>
      {action && (
        <button
          type="button"
          className="button toast__action"
          onClick={() => {
            onClose();
            action.run();
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" className="icon-button" onClick={onClose} aria-label="Dismiss notification">
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
