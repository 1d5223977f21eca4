'use client';
import { useAtomValue } from 'jotai';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useLayoutEffect } from 'react';
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
  const messages = useAtomValue(messagesAtom) ?? shellMessages;
  // When hydration gives way to a client render, React writes the exported `<html lang="en"
  // dir="ltr">` again, after the language was applied: a stored Persian would read left to
  // right. Applying it once React has committed keeps the document in the language shown.
  useLayoutEffect(() => applyToDocument(locale), [locale]);
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
