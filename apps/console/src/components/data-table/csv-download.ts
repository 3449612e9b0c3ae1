import { authHeaders, ApiError } from '../../api/client';

/**
 * Downloads a list's CSV export. The server streams the rows; the browser saves them as a file
 * (the call needs the staff session's header, so a plain link cannot fetch it).
 */
export async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: authHeaders() });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as {
      errorCode?: string;
      message?: string;
    } | null;
    throw new ApiError(
      (envelope?.errorCode as ApiError['errorCode']) ?? 'SYSTEM_ERROR',
      envelope?.message ?? response.statusText,
      response.status,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${fallbackName}.csv`;
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
