import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
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

/**
 * Runs before the first paint: the boot frame (home's introduction, in English) is right only
 * for a visit to home in English, so any other start hides it.
 */
const bootFrameGuard = `(function(){try{var d=document.documentElement;var p=location.hash.replace(/^#/,'').split('?')[0];var l=localStorage.getItem('rwat:lang');var q=new URLSearchParams(location.search).get('lang');if((p&&!/^\\/?(pages\\/index\\/index)?\\/?$/i.test(p))||(l&&l!=='en')||(q&&q!=='en'))d.setAttribute('data-boot-hidden','')}catch(e){}})()`;

export default function RootLayout({ children }: { children: ReactNode }) {
  // The language and direction are set on the client once the stored choice is known.
  return (
    <html lang="en" dir="ltr">
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by its hash in the page's CSP */}
        <script dangerouslySetInnerHTML={{ __html: bootFrameGuard }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
