import styles from './PersonTag.module.css';

/** A tag beside a person's name in a list of people: "you" for the one signed in, "reviewer" on a dataset's Team tab. */
export function PersonTag({ label }: { label: string }) {
  return <span className={styles.tag}>{label}</span>;
}
