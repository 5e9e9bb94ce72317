/**
 * Whether the server answers for this page now, past any cache: a reload would then load the
 * app from it. Asked before reloading a page that no service worker serves yet, where a reload
 * with no answer would leave the browser's error page in place of the app.
 */
export async function pageReachable(): Promise<boolean> {
  try {
    const answer = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return answer.ok;
  } catch {
    return false;
  }
}
