import { X } from 'lucide-react';
import { TOAST_MS, TOAST_WITH_ACTION_MS } from '@ninety/domain';
import { useToastStore, type Toast } from '../../lib/toast-store';
import { useHeldTimeout } from './use-held-timeout';

/** Shows the one current toast; destructive ones are announced assertively. */
export function ToastViewport() {
  const toast = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);

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

/** One toast, keyed by its id: a new toast starts its own time. */
function ToastBody({ title, description, variant, action, onClose }: Omit<Toast, 'id'> & { onClose(): void }) {
  const holdHandlers = useHeldTimeout(action ? TOAST_WITH_ACTION_MS : TOAST_MS, onClose);
  return (
    <div className={`toast toast--${variant}`} data-testid="toast" {...holdHandlers}>
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
