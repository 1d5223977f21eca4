'use client';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/Card';
import { StakingIcon } from '@/components/ui/icons';
import styles from './home.module.css';

function IntroBody() {
  const t = useTranslations();
  return (
    <div className={styles.intro}>
      <span className={styles.introArt}>
        <StakingIcon />
      </span>
      <p className={styles.text}>{t('home.intro.body')}</p>
    </div>
  );
}

/**
 * How RWAT mining works. `folded`: a member knows it already, so it stays closed under its title
 * and leaves the first screen to their balances; a person opens it when they want it.
 */
export function MiningIntro({ folded = false }: { folded?: boolean }) {
  const t = useTranslations();
  if (folded) {
    return (
      <details className={styles.fold}>
        <summary className={styles.foldTitle}>{t('home.intro.title')}</summary>
        <IntroBody />
      </details>
    );
  }
  return (
    <Card title={t('home.intro.title')}>
      <IntroBody />
    </Card>
  );
}
