import { getRequestConfig } from 'next-intl/server';

/**
 * Required by the next-intl build plugin (which precompiles the catalogues). The app is a static
 * export with client-side languages, so no request ever reads this; it answers with English.
 */
export default getRequestConfig(async () => ({
  locale: 'en',
  messages: (await import('@/messages/en.json')).default,
}));
