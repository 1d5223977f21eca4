'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { ShortValue } from '@/components/ui/LongValue';
import type { TeamMember } from '@/lib/contract/contract';
import { identityKey } from './identity';
import styles from './team.module.css';

export function MemberItem({ member }: { member: TeamMember }) {
  const t = useTranslations();
  return (
    <div className={styles.member}>
      <span className={styles.address}>
        <ShortValue value={member.address} label={t('assets.address')} />
      </span>
      <span className={`${styles.muted} ${styles.performance}`}>{t('team.performance')}</span>
      <span className={styles.muted}>{t(identityKey(member.identity))}</span>
      <span className={styles.performance}>
        <Amount value={member.performance} symbol="U" />
      </span>
    </div>
  );
}
