import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while the component is mounted (the browser traps focus in it and
 * makes the page behind it inert), closed when it unmounts. Spread the answer onto the element: Escape
 * asks `onDismiss` rather than closing the dialog under React.
 *
 * When it unmounts, the keyboard goes back to what had it when the dialog opened (the button, the
 * question), as a dialog closed in place would do: React removes the element first, and a dialog removed
 * from the page leaves the focus on the document's body. Focus something else on purpose and it stays.
 */
export function useModalDialog(onDismiss: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      const focused = document.activeElement;
      const lost = focused === null || focused === document.body || element.contains(focused);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);
  return {
    ref,
    onCancel: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      onDismiss();
    },
  };
}
