/**
 * The one spelling of a path that names a screen: lower case, with no slash at the end ("/Water/"
 * is "/water"). React Router matches a path whatever its case and trailing slash; the address
 * bar is then corrected to this spelling, so a typed or pasted address and the app's own links
 * name a screen the same way (the active bottom-bar entry, Back, a bookmark).
 */
export function canonicalPath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}
