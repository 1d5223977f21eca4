import styles from '@/components/ui/Screen.module.css';
import { HomeLead } from '@/features/home/HomeLead';

/**
 * What the exported page shows in the main area before the app is ready: the line a guest's Home
 * opens with, exactly where Home draws it, so a first visit has its content in the first paint.
 * A script in the page head hides it for deep links, a stored non-English language and a
 * signed-in tab (whose Home opens with its balances instead).
 */
export function BootFrame() {
  return (
    <div className={styles.screen} data-boot-frame="">
      <HomeLead />
    </div>
  );
}
