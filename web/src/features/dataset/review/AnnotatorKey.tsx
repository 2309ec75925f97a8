import styles from './AnnotatorKey.module.css';

/** The number key that picks an annotator's answer, shown beside their name (the bar and each question alike). */
export function AnnotatorKey({ value }: { value: number }) {
  return (
    <kbd className={styles.key} aria-hidden="true">
      {value}
    </kbd>
  );
}
