import type { PointRewardType } from '@portal/shared/schemas/points/constants';
import { SvgIcon, type IconProps } from '../../../components/ui/svg-icon';

/** Outlined glyphs of the points mall, drawn like the portal's interface icons. */
function Svg({ size = 24, ...rest }: IconProps) {
  return (
    <SvgIcon
      size={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    />
  );
}

export function CoinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <ellipse cx="12" cy="7" rx="7" ry="3" />
      <path d="M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7" />
      <path d="M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
    </Svg>
  );
}

function CashIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.6" />
      <path d="M6 9.5v5M18 9.5v5" />
    </Svg>
  );
}

function GiftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8c-1.5-3-5-3.5-5-1.3C7 8 9.5 8 12 8zM12 8c1.5-3 5-3.5 5-1.3C17 8 14.5 8 12 8z" />
    </Svg>
  );
}

function TicketIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3z" />
      <path d="M14 6v2.5M14 11v2M14 15.5V18" />
    </Svg>
  );
}

function BoxIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m12 3 8.5 4.5v9L12 21l-8.5-4.5v-9z" />
      <path d="m3.5 7.5 8.5 4.5 8.5-4.5M12 12v9M7.8 5.3l8.4 4.5" />
    </Svg>
  );
}

const ICONS = { cash: CashIcon, bonus: GiftIcon, ticket: TicketIcon, physical: BoxIcon } as const;

/** The stand-in picture of a reward without an image: its type's glyph. */
export function RewardTypeIcon({ type, ...props }: IconProps & { type: PointRewardType }) {
  const Icon = ICONS[type];
  return <Icon {...props} />;
}
