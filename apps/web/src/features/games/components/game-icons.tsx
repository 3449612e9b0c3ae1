import { SvgIcon, type IconProps } from '../../../components/ui/svg-icon';

/** A star: filled when the game is a favourite. */
export function StarIcon({ filled = false, ...rest }: IconProps & { filled?: boolean }) {
  return (
    <SvgIcon
      size={18}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      {...rest}
    >
      <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </SvgIcon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon
      size={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      {...props}
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </SvgIcon>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <SvgIcon
      size={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      {...props}
    >
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z" />
    </SvgIcon>
  );
}

export function FlameIcon(props: IconProps) {
  return (
    <SvgIcon size={20} fill="currentColor" {...props}>
      <path d="M12 2.5c.6 3-1.6 4.6-3 6.4C7.7 10.6 7 12 7 14a5 5 0 0 0 10 0c0-2.3-1.1-3.6-2-4.6.1 1.3-.4 2.4-1.3 2.9.3-3.5-.6-7-1.7-9.8z" />
    </SvgIcon>
  );
}
