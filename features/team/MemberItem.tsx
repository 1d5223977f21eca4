'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import type { TeamMember } from '@/lib/contract/contract';
import { shortAddress } from '@/lib/numbers/address-text';
import { identityKey } from './identity';
import styles from './team.module.css';

export function MemberItem({ member }: { member: TeamMember }) {
  const t = useTranslations();
  return (
    <div className={styles.member}>
      <span className={`${styles.address} ltr`} title={member.address}>
        {shortAddress(member.address)}
      </span>
      <span className={`${styles.muted} ${styles.performance}`}>{t('team.performance')}</span>
      <span className={styles.muted}>{t(identityKey(member.identity))}</span>
      <span className={styles.performance}>
        <Amount value={member.performance} symbol="U" />
      </span>
    </div>
  );
}
