import type { LicenceId } from '../licences';

/** Simple emblems for the licensing jurisdictions, drawn for the portal in currentColor. */
function MaltaMark() {
  return (
    <g fill="currentColor">
      {[0, 90, 180, 270].map((angle) => (
        <path
          key={angle}
          d="M12 11.2 8.6 3.2 12 5.4l3.4-2.2z"
          transform={`rotate(${angle} 12 12)`}
        />
      ))}
    </g>
  );
}

function VirginIslandsMark() {
  return (
    <g
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 2.5 4.5 5v6c0 5 3.3 8.7 7.5 10.5 4.2-1.8 7.5-5.5 7.5-10.5V5z" />
      <path d="M7.6 14.2c1.5-1 2.9-1 4.4 0s2.9 1 4.4 0M8.4 17.2c1.2-.8 2.4-.8 3.6 0s2.4.8 3.6 0" />
      <path
        fill="currentColor"
        stroke="none"
        d="m12 5.8.9 1.9 2 .2-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.2z"
      />
    </g>
  );
}

function PhilippinesMark() {
  const rays = Array.from({ length: 8 }, (_, i) => {
    const angle = (i * Math.PI) / 4;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return `M${(12 + 5 * cos).toFixed(2)} ${(12 + 5 * sin).toFixed(2)}L${(12 + 8 * cos).toFixed(2)} ${(12 + 8 * sin).toFixed(2)}`;
  }).join('');
  return (
    <g fill="currentColor">
      <circle cx="12" cy="12" r="3.4" />
      <path d={rays} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="3.2" cy="3.2" r="1.2" />
      <circle cx="20.8" cy="3.2" r="1.2" />
      <circle cx="12" cy="21.6" r="1.2" />
    </g>
  );
}

const MARKS = { MT: MaltaMark, VG: VirginIslandsMark, PH: PhilippinesMark } as const;

export function LicenceMark({ id, size = 28 }: { id: LicenceId; size?: number }) {
  const Mark = MARKS[id];
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <Mark />
    </svg>
  );
}
