import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, localeIds, localeSpellings, locales } from '@/lib/i18n/locales';
import { LANGUAGE_KEY } from '@/lib/i18n/preference';
import { DEPTH_KEY } from '@/lib/router/hash-guard';
import { SESSION_KEY } from '@/lib/session/state';
import type { FirstScriptSettings } from '@/lib/start/first-script-settings';
import './globals.css';

export const metadata: Metadata = {
  title: 'RWAT',
  description: 'RWAT staking and mining on BNB Smart Chain',
  applicationName: 'RWAT',
  // Relative URLs, so the export works from "/" and from any sub-path.
  manifest: './manifest.webmanifest',
  icons: {
    icon: [
      { url: './favicon.ico', sizes: '32x32' },
      { url: './icons/icon.svg', type: 'image/svg+xml' },
    ],
    apple: [{ url: './icons/apple-touch-icon.png', sizes: '180x180' }],
  },
  appleWebApp: { capable: true, title: 'RWAT', statusBarStyle: 'black-translucent' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#0d1117',
};

/** What the page's first script (lib/start/first-script.ts) is told, fixed at build time. */
const firstScriptSettings: FirstScriptSettings = {
  languageKey: LANGUAGE_KEY,
  sessionKey: SESSION_KEY,
  depthKey: DEPTH_KEY,
  defaultLocale: DEFAULT_LOCALE,
  locales: Object.fromEntries(localeIds.map((id) => [id, [locales[id].tag, locales[id].dir]])),
  spellings: localeSpellings,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // The first script sets the language and direction before the first paint; the app keeps
  // them in step after that.
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        {/* The build writes the compiled first script in here (scripts/inline-first-script.mjs); the
            page's CSP allows it by its hash. Given as inner HTML, so that hydration leaves the
            text the build wrote alone. */}
        <script
          data-first-script=""
          data-settings={JSON.stringify(firstScriptSettings)}
          // Each part's files, filled in after the build (scripts/chunk-preloads.mjs).
          data-preloads="{}"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: empty here; the build's compiled script, allowed by its hash in the page's CSP
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
