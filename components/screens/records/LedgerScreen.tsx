'use client';
import { ScreenPlaceholder } from '@/components/ui/ScreenPlaceholder';

export default function LedgerScreen() {
  return <ScreenPlaceholder />;
}
