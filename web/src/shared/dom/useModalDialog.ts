import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while the component is mounted (the browser traps focus in it and
 * makes the page behind it inert), closed when it unmounts. Spread the answer onto the element: Escape
 * asks `onDismiss` rather than closing the dialog under React.
 */
export function useModalDialog(onDismiss: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);
  return {
    ref,
    onCancel: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      onDismiss();
    },
  };
}
