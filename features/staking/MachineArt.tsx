import type { PackageSize } from '@/lib/contract/contract';

const racks: Record<PackageSize, number> = { small: 1, medium: 2, large: 3 };

/** A mining machine drawn inline: one, two or three racks by size. Decorative. */
export function MachineArt({ size }: { size: PackageSize }) {
  const count = racks[size];
  return (
    <svg
      width="72"
      height="56"
      viewBox="0 0 72 56"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: count }, (_, i) => {
        const y = 44 - i * 14;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the racks are fixed drawings
          <g key={i}>
            <rect x="8" y={y} width="56" height="10" rx="2" />
            <circle cx="16" cy={y + 5} r="2" fill="currentColor" />
            <path d={`M26 ${y + 5}h30`} />
          </g>
        );
      })}
      <path d="M4 55h64" />
    </svg>
  );
}
