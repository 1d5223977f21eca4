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
