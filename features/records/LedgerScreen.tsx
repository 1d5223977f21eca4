'use client';
import { Screen } from '@/components/ui/Screen';
import { LedgerList } from './LedgerList';

export default function LedgerScreen() {
  return (
    <Screen spacing="snug">
      <LedgerList />
    </Screen>
  );
}
