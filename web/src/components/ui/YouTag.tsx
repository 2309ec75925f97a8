import styles from './YouTag.module.css';

/** Marks the signed-in person in a list of people (the Team page, a workspace's members). */
export function YouTag({ label }: { label: string }) {
  return <span className={styles.you}>{label}</span>;
}
