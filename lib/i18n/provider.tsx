'use client';
import { useAtomValue } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { localeAtom, messagesAtom } from './locale-state';
import { locales } from './locales';

const timeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
})();

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const messages = useAtomValue(messagesAtom);
  return (
    <NextIntlClientProvider
      locale={locales[locale].tag}
      messages={messages}
      timeZone={timeZone}
      onError={(error) => console.error(error.message)}
    >
      {children}
    </NextIntlClientProvider>
  );
}
