'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { Toolbar } from '@/components/ui/Screen';
import { Tabs } from '@/components/ui/Tabs';
import type { AssetSymbol } from '@/lib/contract/contract';
import { sessionAtom, setSession } from '@/lib/session/store';
import { useLedger } from './api';
import { LedgerEntryItem } from './LedgerEntryItem';

type Filter = AssetSymbol | 'all';
const filters: Filter[] = ['all', 'USDT', 'RWAT', 'RWAC'];

function asFilter(value: string): Filter {
  return (filters as string[]).includes(value) ? (value as Filter) : 'all';
}

/** The ledger with its asset filter; the filter is remembered for the session (coinLog). */
export function LedgerList({ level = 2 }: { level?: 2 | 3 }) {
  const t = useTranslations();
  const filter = asFilter(useAtomValue(sessionAtom).coinLog);
  const query = useLedger(filter);
  return (
    <>
      <Toolbar>
        <RefreshButton onRefresh={() => query.refetch()} />
      </Toolbar>
      <Tabs
        label={t('ledger.filter')}
        value={filter}
        onChange={(next) => setSession({ coinLog: next })}
        tabs={filters.map((id) => ({ id, label: id === 'all' ? t('ledger.all') : id }))}
      />
      <LoadMoreList
        query={query}
        label={t('ledger.list')}
        emptyText={t('ledger.empty')}
        emptyNext={{ to: 'deposit', label: t('assets.topUp') }}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <LedgerEntryItem entry={entry} level={level} />}
      />
    </>
  );
}
