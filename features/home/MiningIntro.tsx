'use client';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/Card';
import { StakingIcon } from '@/components/ui/icons';
import styles from './home.module.css';

export function MiningIntro() {
  const t = useTranslations();
  return (
    <Card title={t('home.intro.title')}>
      <div className={styles.intro}>
        <span className={styles.introArt}>
          <StakingIcon />
        </span>
        <p className={styles.text}>{t('home.intro.body')}</p>
      </div>
    </Card>
  );
}
