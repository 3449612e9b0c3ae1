import { SvgIcon as Svg, type IconProps } from './svg-icon';

/**
 * Simplified marks for contact channels, apps and browsers, drawn on a 24-unit grid in
 * currentColor so they follow the theme. Decorative: the link or button carries the name.
 */
export function TelegramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M20.7 4.1 2.9 11c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.8 5.4c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.2-2.1 4.6 3.4c.8.5 1.4.2 1.6-.8l3-14.2c.3-1.2-.5-1.8-1.6-1.3zM9.9 14.3l-.4 3.9-1.4-4.6 9.6-6.1-7.8 6.8z"
      />
    </Svg>
  );
}

export function GoogleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M21.6 10.2H12v3.9h5.5c-.5 2.5-2.6 3.9-5.5 3.9a6 6 0 1 1 3.9-10.6l2.9-2.8A10 10 0 1 0 12 22c5 0 9.8-3.6 9.8-10 0-.6-.1-1.2-.2-1.8z"
      />
    </Svg>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3z"
      />
      <path
        fill="currentColor"
        d="M9 7.6c-.2-.5-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.1 1.1-1.1 2.7s1.2 3.2 1.3 3.4c.2.2 2.3 3.7 5.7 5 2.8 1.1 3.4.9 4 .8.6-.1 2-.8 2.2-1.6.3-.8.3-1.5.2-1.6-.1-.1-.3-.2-.7-.4l-2.2-1c-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1-.4-.2-1.4-.5-2.7-1.7-1-.9-1.7-2-1.9-2.4-.2-.4 0-.5.2-.7l.5-.6c.2-.2.2-.4.3-.6.1-.2 0-.5 0-.6z"
      />
    </Svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M13.6 21v-7.2h2.5l.4-3h-2.9V9c0-.9.3-1.5 1.5-1.5h1.5V4.8c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.3H8.2v3h2.5V21z"
      />
    </Svg>
  );
}

export function LiveChatIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M4 12a8 7 0 1 1 4.2 6.2L4 19.5l1.2-3.6A6.6 6.6 0 0 1 4 12z"
      />
      <circle cx="8.5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="12" r="1.2" fill="currentColor" />
    </Svg>
  );
}

export function LineIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M12 4c5 0 9 3.1 9 7 0 3.9-4.4 7-9 7.2-.8.8-2.3 2.3-3.4 2.8.2-1 .3-2.2.2-3.2C5.5 16.6 3 14 3 11c0-3.9 4-7 9-7z"
      />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        d="M7.5 9v4h2M11.3 9v4M13.5 13V9l2.6 4V9"
      />
    </Svg>
  );
}

export function ZaloIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect
        x="3"
        y="4"
        width="18"
        height="15"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M8 9h5l-5 6h5"
      />
      <circle cx="16.5" cy="13.5" r="1.5" fill="currentColor" />
    </Svg>
  );
}

export function EmailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect
        x="3"
        y="5.5"
        width="18"
        height="13"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="m4 7 8 6 8-6"
      />
    </Svg>
  );
}

export function CrownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        fillOpacity="0.2"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M3.5 8.5 8 12l4-6 4 6 4.5-3.5L18.5 18h-13z"
      />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        d="M6 21h12"
      />
    </Svg>
  );
}

export function AppleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-3.6zM14.1 5.6c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z"
      />
    </Svg>
  );
}

export function AndroidIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g fill="currentColor">
        <path
          fillRule="evenodd"
          d="M6.5 9.5a5.5 5 0 0 1 11 0zM8.9 7.6a.8.8 0 1 0 1.6 0 .8.8 0 1 0-1.6 0zM13.5 7.6a.8.8 0 1 0 1.6 0 .8.8 0 1 0-1.6 0z"
        />
        <path d="M6.5 10.5h11v7a1 1 0 0 1-1 1h-1v2.7a1.2 1.2 0 0 1-2.4 0v-2.7h-2.2v2.7a1.2 1.2 0 0 1-2.4 0v-2.7h-1a1 1 0 0 1-1-1z" />
        <rect x="3.2" y="10.5" width="2.4" height="6.5" rx="1.2" />
        <rect x="18.4" y="10.5" width="2.4" height="6.5" rx="1.2" />
      </g>
      <path
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
        d="M8.3 4.3 9.3 6M15.7 4.3 14.7 6"
      />
    </Svg>
  );
}

export function ChromeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="1.7">
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="3.6" />
        <path d="M12 8.4h8.4M8.9 13.8 4.7 6.5M15.1 13.8l-4.2 7.2" strokeLinecap="round" />
      </g>
    </Svg>
  );
}

export function SafariIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path fill="currentColor" d="m16.2 7.8-2.6 5.8-5.8 2.6 2.6-5.8z" />
      <path
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
        d="M12 3.8v1.6M12 18.6v1.6M3.8 12h1.6M18.6 12h1.6"
      />
    </Svg>
  );
}

const CONTACT_ICONS = {
  livechat: LiveChatIcon,
  telegram: TelegramIcon,
  facebook: FacebookIcon,
  whatsapp: WhatsAppIcon,
  line: LineIcon,
  zalo: ZaloIcon,
  email: EmailIcon,
  vip: CrownIcon,
} as const;

/** The mark of a contact channel by its key (customer-service `icon`, site contact `kind`). */
export function ContactIcon({ kind, ...props }: IconProps & { kind: string }) {
  const key = kind.toLowerCase().replace(/[^a-z]/g, '');
  const Icon = CONTACT_ICONS[key as keyof typeof CONTACT_ICONS] ?? LiveChatIcon;
  return <Icon {...props} />;
}
