import styles from './Avatar.module.css';

/** The avatar of a person: the first two letters of the username. */
export function avatarInitials(username: string): string {
  return [...username.trim()].slice(0, 2).join('').toUpperCase();
}

export function Avatar({ username, size = 'small' }: { username: string; size?: 'small' | 'medium' }) {
  return (
    <span className={`${styles.avatar} ${styles[size]}`} aria-hidden="true">
      {avatarInitials(username)}
    </span>
  );
}
