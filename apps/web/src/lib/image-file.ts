/** Why a chosen image cannot be sent: not one of the accepted types, or too large. */
export type ImageFileProblem = 'type' | 'size';

export interface ImageFileRules {
  /** Accepted MIME types. */
  types: readonly string[];
  maxBytes: number;
}

/** Checks a chosen image before it is read or sent; the server checks its bytes again. */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'>,
  { types, maxBytes }: ImageFileRules,
): ImageFileProblem | null {
  if (!types.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** The file as a data URL, as the calls that carry images take it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
