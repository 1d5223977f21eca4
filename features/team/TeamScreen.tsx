'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, startTransition, useState } from 'react';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { QueryView } from '@/components/ui/QueryView';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { Screen, Toolbar } from '@/components/ui/Screen';
import { StatsSkeleton } from '@/components/ui/Skeleton';
import { StatList } from '@/components/ui/StatList';
import { Tabs } from '@/components/ui/Tabs';
import type { TeamTab } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { sessionAtom } from '@/lib/session/store';
import { useTeamMembers, useTeamStats } from './api';
import { identityKey } from './identity';
import { MemberItem } from './MemberItem';

// The dialog loads when first opened, as on Home.
const InviteDialog = lazy(() =>
  import('./InviteDialog').then((m) => ({ default: m.InviteDialog })),
);

export default function TeamScreen() {
  const t = useTranslations();
  const format = useFormat();
  const [tab, setTab] = useState<TeamTab>('direct');
  const stats = useTeamStats();
  const members = useTeamMembers(tab);
  const { address } = useAtomValue(sessionAtom);
  const [inviteOpen, setInviteOpen] = useState(false);
  const listLabel = t(tab === 'direct' ? 'team.directList' : 'team.teamList');
  return (
    <Screen>
      <Toolbar spread>
        {/* A transition: the dialog's chunk is awaited with no placeholder (see LanguagePicker). */}
        <Button variant="secondary" onClick={() => startTransition(() => setInviteOpen(true))}>
          {t('home.invite.entry')}
        </Button>
        <RefreshButton onRefresh={() => Promise.all([stats.refetch(), members.refetch()])} />
      </Toolbar>
      {inviteOpen ? (
        <InviteDialog open address={address} onClose={() => setInviteOpen(false)} />
      ) : null}
      <Card title={t('team.stats')}>
        <QueryView query={stats} skeleton={<StatsSkeleton count={6} />}>
          {(data) => (
            <StatList
              items={[
                { label: t('team.directCount'), value: format.count(data.directCount) },
                { label: t('team.teamCount'), value: format.count(data.teamCount) },
                {
                  label: t('team.personalPerformance'),
                  value: <Amount value={data.personalPerformance} symbol="U" />,
                },
                {
                  label: t('team.teamPerformance'),
                  value: <Amount value={data.teamPerformance} symbol="U" />,
                },
                {
                  label: t('team.communityPerformance'),
                  value: <Amount value={data.communityPerformance} symbol="U" />,
                },
                { label: t('team.identity'), value: t(identityKey(data.identity)) },
              ]}
            />
          )}
        </QueryView>
      </Card>
      <section aria-label={t('team.tabsLabel')}>
        <Tabs
          label={t('team.tabsLabel')}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'direct', label: t('team.tabs.direct') },
            { id: 'team', label: t('team.tabs.team') },
          ]}
        />
        <div role="tabpanel" aria-label={listLabel}>
          <LoadMoreList
            query={members}
            label={listLabel}
            emptyText={t('team.empty')}
            itemKey={(member) => member.address}
            renderItem={(member) => <MemberItem member={member} />}
          />
        </div>
      </section>
    </Screen>
  );
}
