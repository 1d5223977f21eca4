'use client';
import { ScreenPlaceholder } from '@/components/ui/ScreenPlaceholder';

export default function LocationScreen() {
  return <ScreenPlaceholder />;
}
