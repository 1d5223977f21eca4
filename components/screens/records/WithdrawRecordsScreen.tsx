'use client';
import { ScreenPlaceholder } from '@/components/ui/ScreenPlaceholder';

export default function WithdrawRecordsScreen() {
  return <ScreenPlaceholder />;
}
