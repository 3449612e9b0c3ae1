import { QRCodeSVG } from 'qrcode.react';
import { QR_DEFAULTS } from '@portal/shared/constants/limits';
import styles from './qr-code.module.css';

export interface QrCodeProps {
  /** The text to encode, usually an absolute URL (see absoluteUrl). */
  value: string;
  /** Accessible description of what scanning does, e.g. "Scan to download the Android app". */
  label: string;
  /** Side of the code in px, without the quiet zone. */
  size?: number;
  /** A logo drawn in the middle; the modules under it are cleared (error correction covers it). */
  logoSrc?: string;
  className?: string;
}

/**
 * A QR code with the spec section 9 defaults: 200 px, a white quiet zone of 20 px around it,
 * a centred logo of 0.2 x size, error-correction level M. Always dark on white so every
 * scanner reads it, whatever the theme.
 */
export function QrCode({ value, label, size = QR_DEFAULTS.size, logoSrc, className }: QrCodeProps) {
  const logoSize = Math.round(size * QR_DEFAULTS.logoScale);
  return (
    <div
      role="img"
      aria-label={label}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ padding: QR_DEFAULTS.margin }}
    >
      <QRCodeSVG
        value={value}
        size={size}
        level={QR_DEFAULTS.level}
        marginSize={0}
        bgColor="#ffffff"
        fgColor="#000000"
        aria-hidden="true"
        className={styles.code}
        imageSettings={
          logoSrc ? { src: logoSrc, width: logoSize, height: logoSize, excavate: true } : undefined
        }
      />
    </div>
  );
}
