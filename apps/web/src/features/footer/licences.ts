export type LicenceId = 'MT' | 'VG' | 'PH';

/** Spec section 1: the footer shows the Maltese, British Virgin Islands and Philippine licences. */
export const DEFAULT_LICENCES: readonly LicenceId[] = ['MT', 'VG', 'PH'];

/**
 * Recognises a licence named in the site settings (a code or a name, any case), e.g.
 * "MGA", "Malta", "BVI", "British Virgin Islands", "PAGCOR", "Philippines".
 */
export function licenceId(value: string): LicenceId | null {
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'mt' || key === 'mga' || key.includes('malt')) return 'MT';
  if (key === 'vg' || key === 'bvi' || key.includes('virgin')) return 'VG';
  if (key === 'ph' || key.includes('pagcor') || key.includes('philippin')) return 'PH';
  return null;
}

/** The configured licences in order without repeats, or the spec's three when none is known. */
export function footerLicences(configured: readonly string[] | undefined): LicenceId[] {
  const ids = [
    ...new Set((configured ?? []).map(licenceId).filter((id): id is LicenceId => id !== null)),
  ];
  return ids.length > 0 ? ids : [...DEFAULT_LICENCES];
}
