'use client';
import { useAtomValue } from 'jotai';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { applyToDocument, localeAtom, messagesAtom } from './locale-state';
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
  const loaded = useAtomValue(messagesAtom);
  const messages = loaded ?? shellMessages;
  // Hydration may write back the exported `<html lang="en" dir="ltr">`: once the language is
  // known, and after every commit that changes it, the document says it again.
  useEffect(() => {
    if (loaded) applyToDocument(locale);
  }, [locale, loaded]);
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
