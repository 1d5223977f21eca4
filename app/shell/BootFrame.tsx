import styles from '@/components/ui/Screen.module.css';
import { MiningIntro } from '@/features/home/MiningIntro';

/**
 * What the exported page shows in the main area before the app is ready: home's introduction,
 * exactly where the home screen draws it, so a first visit has its content in the first paint.
 * A script in the page head hides it for deep links and for a stored non-English language.
 */
export function BootFrame() {
  return (
    <div className={styles.screen} data-boot-frame="">
      <MiningIntro />
    </div>
  );
}
