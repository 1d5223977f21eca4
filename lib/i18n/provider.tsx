'use client';
import { useAtomValue } from 'jotai';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { localeAtom, messagesAtom } from './locale-state';
import { locales } from './locales';

/** `shellMessages` serve the first paint until the full catalogue of the language is in. */
export function I18nProvider({
  children,
  shellMessages,
}: {
  children: ReactNode;
  shellMessages: AbstractIntlMessages;
}) {
  const locale = useAtomValue(localeAtom);
  const messages = useAtomValue(messagesAtom) ?? shellMessages;
  return (
    <NextIntlClientProvider
      locale={locales[locale].tag}
      messages={messages}
      onError={(error) => console.error(error.message)}
    >
      {children}
    </NextIntlClientProvider>
  );
}
