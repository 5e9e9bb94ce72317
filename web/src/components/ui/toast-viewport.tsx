import { useEffect } from 'react';
import { X } from 'lucide-react';
import { useToastStore } from '../../lib/toast-store';

const TOAST_MS = 4000;

/** Shows the one current toast; destructive ones are announced assertively. */
export function ToastViewport() {
  const toast = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
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

function ToastBody({ title, description, variant, onClose }: { title: string; description?: string; variant: string; onClose(): void }) {
  return (
    <div className={`toast toast--${variant}`} data-testid="toast">
      <div className="toast__text">
        <p className="toast__title">{title}</p>
        {description && <p className="toast__description">{description}</p>}
      </div>
      <button type="button" className="icon-button" onClick={onClose} aria-label="Dismiss notification">
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
