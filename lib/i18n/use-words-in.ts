'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { UserMessage } from '@/lib/errors/user-message';
import { needScreenWords } from './locale-state';

/**
 * Whether the words of `message` are in. A code the start's words lack (one answering a
 * screen's request, met early: scripts/catalogue-parts.mjs) asks for the screens' words, and
 * the caller says something true meanwhile, and if they cannot load.
 */
export function useWordsIn(message: UserMessage | undefined): boolean {
  const t = useTranslations();
  const late = message !== undefined && 'key' in message && !t.has(message.key);
  useEffect(() => {
    if (late) needScreenWords().catch(() => undefined);
  }, [late]);
  return !late;
}
