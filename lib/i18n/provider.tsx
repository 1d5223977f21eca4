'use client';
import { useAtomValue } from 'jotai';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useLayoutEffect } from 'react';
import { applyToDocument, localeAtom, messagesAtom } from './locale-state';
import { locales } from './locales';

/** `shellMessages` serve the first paint until the language's own words are in. */
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
  // When hydration gives way to a client render, React writes the exported `<html lang="en"
  // dir="ltr">` again, after the language was applied (a stored Persian would read left to
  // right): once the language is known, every commit that changes it says it again. Before
  // then the first-paint script's choice stands.
  useLayoutEffect(() => {
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
