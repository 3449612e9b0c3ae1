import type { CentrePageProps } from '../../member-centre/pages';

/** Placeholder until the page is built. */
export function UplineTransferPage(_props: CentrePageProps) {
  return null;
}
