import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { MOBILE_USER_AGENT } from '@/lib/chain/detect';
import { apiUrl } from '@/lib/config';
import { markInlinedStyles } from '@/lib/html/inlined-styles';
import { DEFAULT_LOCALE, localeIds, localeSpellings, locales } from '@/lib/i18n/locales';
import { pickLocale } from '@/lib/i18n/pick-locale';
import { LANGUAGE_KEY } from '@/lib/i18n/preference';
import { DEPTH_KEY, guardHash } from '@/lib/router/hash-guard';
import {
  EARLY_REQUESTS_SLOT,
  type EarlyRequestSettings,
  startEarlyRequests,
} from '@/lib/session/early-requests';
import { sessionCodeNeed } from '@/lib/session/session-code';
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
 * The lazy chunks the first script may preload, filled in after the build
 * (scripts/chunk-preloads.mjs): every language's catalogue, and the parts named here (the
 * session's code, the shell's session parts, Home's signed-in cards), found by their loaders'
 * names.
 */
const PRELOADED_CHUNKS = `/*preloaded chunks*/${JSON.stringify({ sessionRuntime: [], sessionUi: [], memberCards: [] })}`;

/**
 * Runs before the first paint: `<html lang dir>` for the language the app will start in (the
 * same choice, by the same function, as `initialLocale`) and a preload of its words and of the
 * session's code the tab will load at once (by the app's own test, `sessionCodeNeed`): for a
 * tab that signs in or is signed in, that code and, on Home, the signed-in cards (so nothing
 * is fetched while the wallet signs); for a signed-in tab, also the shell's session parts. The
 * boot frame (home's introduction, in English) is hidden for any start but home in English. It
 * keeps the hash the router's alone (lib/router/hash-guard.ts), tells the bundler which stylesheets the page already carries
 * (lib/html/inlined-styles.ts), then sends the visit's first requests, in that language
 * (lib/session/early-requests.ts).
 */
const firstPaintScript = `(function(){try{var d=document.documentElement;var pick=${pickLocale.toString()};var q=new URLSearchParams(location.search).get('lang');var s=null;try{s=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})}catch(e){}var L=${JSON.stringify(documentLocales)};var id=pick(q,s,navigator.languages||[navigator.language],${JSON.stringify(localeSpellings)})||${JSON.stringify(DEFAULT_LOCALE)};d.lang=L[id][0];d.dir=L[id][1];var C=${PRELOADED_CHUNKS};var pre=function(n){var f=C[n]||[];for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='preload';k.as=/\\.css$/.test(f[i])?'style':'script';k.href=f[i];document.head.appendChild(k)}};pre(id);var p=location.hash.replace(/^#/,'').split('?')[0];var home=!p||/^\\/?(pages\\/index\\/index)?\\/?$/i.test(p);var S=null;try{S=JSON.parse(sessionStorage.getItem(${JSON.stringify(SESSION_KEY)})||'null')}catch(e){}var W;try{W=window.ethereum}catch(e){}var need=(${sessionCodeNeed.toString()})(S,W);if(need!=='none'){pre('sessionRuntime');if(home)pre('memberCards')}if(need==='signed-in')pre('sessionUi');if(!home||id!=='en')d.setAttribute('data-boot-hidden','');(${guardHash.toString()})(${JSON.stringify(DEPTH_KEY)});(${markInlinedStyles.toString()})();(${startEarlyRequests.toString()})(${JSON.stringify(earlyRequests)},L[id][2])}catch(e){}})()`;

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
