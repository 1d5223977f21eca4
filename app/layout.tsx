import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: 'RWAT',
  description: 'RWAT staking and mining on BNB Smart Chain',
  applicationName: 'RWAT',
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
