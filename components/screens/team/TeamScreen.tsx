'use client';
import { ScreenPlaceholder } from '@/components/ui/ScreenPlaceholder';

export default function TeamScreen() {
  return <ScreenPlaceholder />;
}
