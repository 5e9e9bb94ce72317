import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { X } from 'lucide-react';

interface DialogProps {
  open: boolean;
  title: string;
  /** A line under the title, read with it (aria-describedby). */
  description?: ReactNode;
  /** Called for Esc, the close button and any Cancel button the content renders. */
  onClose(): void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element. showModal() gives what a hand-made modal has
 * to imitate: the rest of the page inert, focus moved into the dialog (to an autoFocus field,
 * else the first control), Esc closing it, and the top layer above everything. The element
 * labels itself by its title; focus goes back to whatever opened it when it closes. A control
 * marked data-autofocus takes the focus when it opens.
 */
export function Dialog({ open, title, description, onClose, children, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first control, the close button; a form starts at its field.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Closed by the parent or unmounted with it: either way the focus goes back to the opener.
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  // Esc fires `cancel`; the parent owns `open`, so the element never closes on its own.
  function onCancel(event: SyntheticEvent) {
    event.preventDefault();
    onClose();
  }

  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={onCancel}
    >
      {open && (
        <div className="dialog__body">
          {/* A div, not <header>: a <header> outside sectioning content is a banner landmark, and
              the page has its own. */}
          <div className="dialog__header">
            <h2 className="dialog__title" id={`${id}-title`}>
              {title}
            </h2>
            <button type="button" className="icon-button dialog__close" aria-label="Close dialog" onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </button>
          </div>
          {description && (
            <div className="dialog__description" id={`${id}-description`}>
              {description}
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
