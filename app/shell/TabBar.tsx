'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AssetsIcon, FlashIcon, HomeIcon, StakingIcon, TeamIcon } from '@/components/ui/icons';
import { Link, useLocation } from '@/lib/router';
import { HOME, routes, type TabId, tabs } from '@/lib/routes';
import styles from './TabBar.module.css';

const icons: Record<TabId, ReactNode> = {
  home: <HomeIcon />,
  staking: <StakingIcon />,
  assets: <AssetsIcon />,
  flash: <FlashIcon />,
  team: <TeamIcon />,
};

export function TabBar() {
  const t = useTranslations();
  // The address, not the screen on show: the tapped tab lights at once, while its screen may
  // still be loading (useShownLocation).
  const def = routes[useLocation().route ?? HOME];
  const activeTab = 'tab' in def ? def.tab : undefined;
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {tabs.map((tab) => {
        const active = tab.id === activeTab;
        return (
          <Link
            key={tab.id}
            to={tab.route}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={active ? 'page' : undefined}
            aria-label={t(tab.label)}
          >
            {icons[tab.id]}
            <span className={styles.label}>{t(tab.short)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
