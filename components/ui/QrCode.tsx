'use client';
import { encodeQR } from 'qr';
import type { Ref } from 'react';
import styles from './QrCode.module.css';

/** The free border a scanner needs around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * `text` as a QR code, drawn as one SVG path from the library's matrix of modules (no image, so
 * nothing the page's content policy must allow), named for assistive technology by `label`.
 * Default export: loaded as its own chunk where it is shown.
 */
export default function QrCode({
  text,
  label,
  size: side = 240,
  ref,
}: {
  text: string;
  label: string;
  /** Its width and height in pixels (it shrinks to fit a narrower box). */
  size?: number;
  ref?: Ref<SVGSVGElement>;
}) {
  const modules = encodeQR(text, 'raw', { ecc: 'medium' });
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
      width={side}
      height={side}
      shapeRendering="crispEdges"
      className={styles.qr}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
