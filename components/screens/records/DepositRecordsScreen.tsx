'use client';
import { ScreenPlaceholder } from '@/components/ui/ScreenPlaceholder';

export default function DepositRecordsScreen() {
  return <ScreenPlaceholder />;
}
