import styles from './Spinner.module.css';

/** The one spinning ring; decorative, so the caller names what is loading. */
export function Spinner({ size = 'm' }: { size?: 's' | 'm' | 'l' }) {
  return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
}
