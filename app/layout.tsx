import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { MOBILE_USER_AGENT } from '@/lib/chain/detect';
import { apiUrl } from '@/lib/config';
import { DEFAULT_LOCALE, localeIds, localeSpellings, locales } from '@/lib/i18n/locales';
import { pickLocale } from '@/lib/i18n/pick-locale';
import { LANGUAGE_KEY } from '@/lib/i18n/preference';
import { DEPTH_KEY, guardHash } from '@/lib/router/hash-guard';
import {
  EARLY_REQUESTS_SLOT,
  type EarlyRequestSettings,
  startEarlyRequests,
} from '@/lib/session/early-requests';
import { SESSION_KEY } from '@/lib/session/state';
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

const documentLocales = Object.fromEntries(
  localeIds.map((id) => [id, [locales[id].tag, locales[id].dir, locales[id].serverLang]]),
);

const earlyRequests: EarlyRequestSettings = {
  balanceUrl: apiUrl('/api/user/balance'),
  nonceUrl: apiUrl('/api/auth/nonce'),
  sessionKey: SESSION_KEY,
  mobile: MOBILE_USER_AGENT.source,
  slot: EARLY_REQUESTS_SLOT,
};

/**
 * Each language's catalogue chunks, filled in after the build (scripts/catalogue-preload.mjs):
 * the first script preloads the chosen language's, so its words come with the page's scripts.
 */
const CATALOGUE_CHUNKS = '/*catalogue chunks*/{}';

/**
 * Runs before the first paint: `<html lang dir>` for the language the app will start in (the
 * same choice, by the same function, as `initialLocale`) and a preload of its words; the boot
 * frame (home's introduction, in English) is hidden for any start but home in English. It keeps
 * the hash the router's alone (lib/router/hash-guard.ts), then sends the visit's first requests,
 * in that language (lib/session/early-requests.ts).
 */
const firstPaintScript = `(function(){try{var d=document.documentElement;var pick=${pickLocale.toString()};var q=new URLSearchParams(location.search).get('lang');var s=null;try{s=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})}catch(e){}var L=${JSON.stringify(documentLocales)};var id=pick(q,s,navigator.languages||[navigator.language],${JSON.stringify(localeSpellings)})||${JSON.stringify(DEFAULT_LOCALE)};d.lang=L[id][0];d.dir=L[id][1];var C=${CATALOGUE_CHUNKS};var f=C[id]||[];for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='preload';k.as='script';k.href=f[i];document.head.appendChild(k)}var p=location.hash.replace(/^#/,'').split('?')[0];if((p&&!/^\\/?(pages\\/index\\/index)?\\/?$/i.test(p))||id!=='en')d.setAttribute('data-boot-hidden','');(${guardHash.toString()})(${JSON.stringify(DEPTH_KEY)});(${startEarlyRequests.toString()})(${JSON.stringify(earlyRequests)},L[id][2])}catch(e){}})()`;

export default function RootLayout({ children }: { children: ReactNode }) {
  // The first script sets the language and direction before the first paint; the app keeps
  // them in step after that.
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by its hash in the page's CSP */}
        <script dangerouslySetInnerHTML={{ __html: firstPaintScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
