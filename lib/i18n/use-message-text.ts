'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { messageText, type UserMessage } from '@/lib/errors/user-message';
import { useFormat } from './use-format';

/** Turns a user message (a toast, an API error) into text in the current language. */
export function useMessageText(): (message: UserMessage) => string {
  const t = useTranslations();
  const format = useFormat();
  return useCallback(
    (message: UserMessage) => messageText(t, message, (value) => format.amount(value, 18)),
    [t, format],
  );
}
