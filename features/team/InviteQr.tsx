'use client';
import { useEffect, useRef } from 'react';
import QrCode from '@/components/ui/QrCode';

/** The invite link as a QR code. Its own chunk: loaded on the tap that shows it. */
export default function InviteQr({ link, label }: { link: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  // The code opens below the dialog's fold on a small phone: bring it up, as the tap asked.
  // Nothing returned: where scrollIntoView returns a promise, React would call it on unmount.
  useEffect(() => {
    void ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return <QrCode ref={ref} text={link} label={label} size={220} />;
}
