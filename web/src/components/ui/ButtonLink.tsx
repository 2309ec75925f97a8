import { Link, type LinkProps } from 'react-router';
import type { ButtonVariant } from './Button';
import styles from './Button.module.css';

/** A link to another page that looks like a button, for actions that navigate. */
export function ButtonLink({ variant = 'secondary', className, ...rest }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={[styles.button, styles[variant], styles.link, className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}
