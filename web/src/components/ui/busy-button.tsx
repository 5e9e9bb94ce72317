import type { ComponentProps, MouseEvent } from 'react';

interface BusyButtonProps extends ComponentProps<'button'> {
  /** Its own action is under way: the button says it is unavailable and ignores presses. */
  busy: boolean;
}

/**
 * A button that keeps the focus while its action runs ("Saving...", "Generating..."). A
 * `disabled` button that has the focus drops it to the page, so a keyboard or screen-reader user
 * who pressed Save All Settings would start again from the top (WCAG 2.4.3). `aria-disabled`
 * says the same to assistive technology and leaves the focus where it is; a press meanwhile
 * does nothing, a form's submission included (ADR 36).
 */
export function BusyButton({ busy, onClick, ...props }: BusyButtonProps) {
  function press(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return <button {...props} aria-disabled={busy || undefined} onClick={press} />;
}
