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

export default function RootLayout({ children }: { children: ReactNode }) {
  // The language and direction are set on the client once the stored choice is known.
  return (
    <html lang="en" dir="ltr">
      <body>{children}</body>
    </html>
  );
}
