'use client';
import { ScreenPlaceholder } from '@/components/ui/ScreenPlaceholder';

export default function WithdrawScreen() {
  return <ScreenPlaceholder />;
}
