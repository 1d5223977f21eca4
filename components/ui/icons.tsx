import type { SVGProps } from 'react';

/** Small inline icons; decorative, so hidden from assistive technology. */
function Svg(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export const HomeIcon = () => (
  <Svg>
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </Svg>
);
export const StakingIcon = () => (
  <Svg>
    <rect x="4" y="7" width="16" height="12" rx="2" />
    <path d="M8 7V5h8v2M9 13h6" />
  </Svg>
);
export const AssetsIcon = () => (
  <Svg>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M16 12h2M3 10h18" />
  </Svg>
);
export const FlashIcon = () => (
  <Svg>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </Svg>
);
export const TeamIcon = () => (
  <Svg>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5a3 3 0 0 1 0 6M18 14c2 .8 3 2.8 3 6" />
  </Svg>
);
/** Points to the start side; mirrored in right-to-left layouts by the `.flip-rtl` rule. */
export const BackIcon = () => (
  <Svg className="flip-rtl">
    <path d="M15 5l-7 7 7 7" />
  </Svg>
);
/** Points to the end side, where a row leads; mirrored in right-to-left layouts. */
export const ForwardIcon = () => (
  <Svg className="flip-rtl">
    <path d="M9 5l7 7-7 7" />
  </Svg>
);
export const CardIcon = () => (
  <Svg>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </Svg>
);
export const PhoneIcon = () => (
  <Svg>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </Svg>
);
export const GlobeIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.8 2.5 15.2 0 18M12 3c-2.5 2.8-2.5 15.2 0 18" />
  </Svg>
);
/** Money coming in: an arrow down into a tray. */
export const DepositIcon = () => (
  <Svg>
    <path d="M12 3v11M7 9l5 5 5-5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
  </Svg>
);
/** Money going out: an arrow up out of a tray. */
export const WithdrawIcon = () => (
  <Svg>
    <path d="M12 14V3M7 8l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
  </Svg>
);
/** To another person: two arrows passing each other. */
export const TransferIcon = () => (
  <Svg>
    <path d="M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4" />
  </Svg>
);
/** A cross that closes a dialog. */
export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
/** Two sheets: copy. */
export const CopyIcon = () => (
  <Svg>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
  </Svg>
);
/** An eye: show in full. */
export const EyeIcon = () => (
  <Svg>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
/** A clipboard: paste. */
export const PasteIcon = () => (
  <Svg>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 10h6M9 14h4" />
  </Svg>
);
/** A square of squares: a QR code. */
export const QrIcon = () => (
  <Svg>
    <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
  </Svg>
);
/** An arrow leaving a box: share. */
export const ShareIcon = () => (
  <Svg>
    <path d="M12 15V3M7 8l5-5 5 5M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7" />
  </Svg>
);
