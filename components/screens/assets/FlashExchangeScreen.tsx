'use client';
import { ScreenPlaceholder } from '@/components/ui/ScreenPlaceholder';

export default function FlashExchangeScreen() {
  return <ScreenPlaceholder />;
}
