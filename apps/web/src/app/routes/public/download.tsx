import { AppDownload } from '../../../features/download/components/app-download';

/** /down and /download. */
export function DownloadRoute() {
  return <AppDownload />;
}
