import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Says the new screen's name when the user moves to another screen (the bottom bar, a link,
 * Back). Focus stays on what was tapped, as in a native tab bar, so without this a screen
 * reader would say nothing of the screen that replaced the last. The name is the document
 * title, which each screen's header sets (ScreenHeader): React Router shows a new screen in a
 * transition, so the location changes in the same commit as the screen, title included.
 * Nothing is said for the first screen, which the reader reads with the page, nor for a
 * redirect (a path spelt otherwise, an unknown path, the end of pairing).
 */
export function ScreenAnnouncer() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const region = useRef<HTMLParagraphElement>(null);
  const announced = useRef(pathname);

  useEffect(() => {
    if (announced.current === pathname) return;
    announced.current = pathname;
    if (navigationType !== 'REPLACE' && region.current) region.current.textContent = document.title;
  }, [pathname, navigationType]);

  return <p ref={region} className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true" />;
}
