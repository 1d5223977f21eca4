'use client';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { Screen, Toolbar } from '@/components/ui/Screen';
import type { ScreenProps } from '@/lib/router/screen-props';
import { recordKinds } from './record-kinds';
import type { RecordKindId } from './record-routes';

function RecordList({ kind }: { kind: RecordKindId }) {
  const t = useTranslations();
  const { useRecords, label, empty, next, itemKey, renderItem } = recordKinds[kind];
  const query = useRecords();
  return (
    <Screen spacing="snug">
      <Toolbar>
        <RefreshButton onRefresh={() => query.refetch()} />
      </Toolbar>
      <LoadMoreList
        query={query}
        label={t(label)}
        emptyText={t(empty)}
        emptyNext={{ to: next.to, label: t(next.label) }}
        itemKey={itemKey}
        renderItem={renderItem}
      />
    </Screen>
  );
}

const screens = new Map<RecordKindId, ComponentType<ScreenProps>>();

/** The screen of one record kind (one component per kind, so each keeps its own state). */
export function recordsScreen(kind: RecordKindId): ComponentType<ScreenProps> {
  let screen = screens.get(kind);
  if (!screen) {
    screen = function RecordsScreen() {
      return <RecordList kind={kind} />;
    };
    screens.set(kind, screen);
  }
  return screen;
}
