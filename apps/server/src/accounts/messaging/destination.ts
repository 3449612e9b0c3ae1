/**
 * Destinations as stored and compared: email addresses lower-cased (as members.email_key),
 * phone destinations ('+<dialing code><number>') as they are.
 */
export function normalizeDestination(destination: string): string {
  const text = destination.trim();
  return text.includes('@') ? text.toLowerCase() : text;
}
