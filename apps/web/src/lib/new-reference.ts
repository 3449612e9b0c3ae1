/**
 * A fresh request reference (idempotency key): 32 hex characters from the browser's random
 * source. A retry sent with the same one is the same request to the server.
 */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
