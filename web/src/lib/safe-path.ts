/**
 * A screen of this app, from text that came from elsewhere (a push payload, a message): a path
 * of its own, never another site ("//evil.example" included); anything else is Home.
 */
export function safePath(url: string): string {
  return /^\/(?!\/)[\w\-/?=&]*$/.test(url) ? url : '/';
}
