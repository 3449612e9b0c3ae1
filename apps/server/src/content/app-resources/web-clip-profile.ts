import { createHash } from 'node:crypto';
import { gradientIconPng } from '../../lib/png-icon.js';

const icon = gradientIconPng(180, [37, 99, 235], [147, 51, 234]).toString('base64');

/** A stable UUID derived from the origin, so the same site always yields the same profile ids. */
function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Reverse-DNS identifier of the profile, taken from the site's host name. */
function identifierFor(origin: string): string {
  const host = new URL(origin).hostname.replace(/[^A-Za-z0-9.-]/g, '');
  return host.split('.').reverse().join('.') || 'local.portal';
}

/**
 * The lite app: an iOS configuration profile holding one web clip that opens the site full
 * screen from the Home Screen (installed by hand in Settings, iOS 17 or later).
 */
export function buildWebClipProfile(options: { origin: string; label: string }): string {
  const identifier = identifierFor(options.origin);
  const url = `${options.origin}/`;
  const label = escapeXml(options.label);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key>
      <true/>
      <key>Icon</key>
      <data>${icon}</data>
      <key>IsRemovable</key>
      <true/>
      <key>Label</key>
      <string>${label}</string>
      <key>PayloadDescription</key>
      <string>Adds ${label} to the Home Screen.</string>
      <key>PayloadDisplayName</key>
      <string>${label}</string>
      <key>PayloadIdentifier</key>
      <string>${identifier}.webclip</string>
      <key>PayloadType</key>
      <string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key>
      <string>${uuidFrom(`${url}#webclip`)}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
      <key>Precomposed</key>
      <true/>
      <key>URL</key>
      <string>${escapeXml(url)}</string>
    </dict>
  </array>
  <key>PayloadDescription</key>
  <string>Installs the ${label} lite app.</string>
  <key>PayloadDisplayName</key>
  <string>${label}</string>
  <key>PayloadIdentifier</key>
  <string>${identifier}.profile</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${uuidFrom(`${url}#profile`)}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}
