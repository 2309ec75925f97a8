import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../shared/dom/useModalDialog';
import styles from './ModalDialog.module.css';

export interface ModalDialogProps {
  title: string;
  /** Escape, and whatever the caller's Cancel or Close button does. */
  onDismiss: () => void;
  /** The buttons, right-aligned under the content. */
  footer: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'wide';
  testId?: string;
  /** A form dialog: Enter in a field submits it. */
  onSubmit?: () => void;
  /** What the dialog is about, read out with its title (`aria-describedby`). */
  description?: ReactNode;
  /** Work is under way (a request the dialog waits for). */
  busy?: boolean;
}

/**
 * A native modal `<dialog>` (focus kept inside, the page behind inert) with a title, content and
 * buttons. With `onSubmit` the content is a form, so Enter submits as people expect.
 */
export function ModalDialog({ title, onDismiss, footer, children, width = 'narrow', testId, onSubmit, description, busy }: ModalDialogProps) {
  const dialog = useModalDialog(onDismiss);
  const titleId = useId();
  const descriptionId = useId();
  const body = (
    <>
      <div className={styles.content}>
        {description && <p id={descriptionId}>{description}</p>}
        {children}
      </div>
      <div className={styles.footer}>{footer}</div>
    </>
  );
  return (
    <dialog
      ref={dialog.ref}
      className={`${styles.dialog} ${styles[width]}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      onCancel={dialog.onCancel}
      data-testid={testId}
      // Keys typed in a dialog are its own, not the page's shortcuts.
      onKeyDown={(event) => event.stopPropagation()}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {onSubmit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </dialog>
  );
}
