import styles from './Spinner.module.css';

export function Spinner({ label, size = 20 }: { label: string; size?: number }) {
  return (
    <span className={styles.wrapper} role="status">
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner centred in the space a page would take. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} size={28} />
    </div>
  );
}
