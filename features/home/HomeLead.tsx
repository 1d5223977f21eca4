'use client';
import { useTranslations } from 'next-intl';
import styles from './home.module.css';

/** What RWAT is, in one line: the first thing a guest reads, right above the way in. */
export function HomeLead() {
  const t = useTranslations();
  return <p className={styles.lead}>{t('home.intro.lead')}</p>;
}
