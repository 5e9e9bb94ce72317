import { useEffect } from 'react';
import { X } from 'lucide-react';
import { useToastStore, type Toast } from '../../lib/toast-store';

const TOAST_MS = 4000;
/** Long enough to read the toast and reach its button, by touch or by keyboard. */
const TOAST_WITH_ACTION_MS = 10_000;

/** Shows the one current toast; destructive ones are announced assertively. */
export function ToastViewport() {
  const toast = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.action ? TOAST_WITH_ACTION_MS : TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <div className="toast-viewport" role="region" aria-label="Notifications">
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

function ToastBody({ title, description, variant, action, onClose }: Omit<Toast, 'id'> & { onClose(): void }) {
  return (
    <div className={`toast toast--${variant}`} data-testid="toast">
      <div className="toast__text">
        <p className="toast__title">{title}</p>
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
