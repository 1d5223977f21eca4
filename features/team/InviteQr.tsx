'use client';
import { encodeQR } from 'qr';
import { useEffect, useRef } from 'react';
import styles from './referral.module.css';

/** The free border a scanner needs around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * The invite link as a QR code, drawn as one SVG path from the library's matrix of modules (no
 * image, so nothing the page's content policy must allow). Its own chunk: loaded on the tap
 * that shows it.
 */
export default function InviteQr({ link, label }: { link: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  // The code opens below the dialog's fold on a small phone: bring it up, as the tap asked.
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), []);
  const modules = encodeQR(link, 'raw', { ecc: 'medium' });
  const size = modules.length + 2 * QUIET_ZONE;
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="220"
      height="220"
      shapeRendering="crispEdges"
      className={styles.qr}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
