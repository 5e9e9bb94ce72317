import { Link, useLocation } from 'react-router-dom';
import { Settings } from 'lucide-react';
import { NotificationsBell } from '../features/notifications/notifications-bell';
import { LoadingBar } from './loading-bar';
import { ShellPart } from './shell-part';
import { SyncIndicator } from './sync-indicator';

/**
 * On every screen: the name, the sync state, the notifications bell and the way to Settings; along
 * its lower edge, a bar while a part of the app is slow to arrive.
 * Home names the product itself, with its tagline (spec §2), so there the name is not said twice.
 * The parts that read the store step aside if a read fails, until `partsRedrawKey` changes.
 */
export function AppHeader({ partsRedrawKey }: { partsRedrawKey: string }) {
  const onHome = useLocation().pathname === '/';
  return (
    <header className="app-header">
      {!onHome && (
        <Link to="/" className="app-header__brand">
          Ninety
        </Link>
      )}
      <ShellPart redrawKey={partsRedrawKey}>
        <SyncIndicator />
      </ShellPart>
      <ShellPart redrawKey={partsRedrawKey}>
        <NotificationsBell />
      </ShellPart>
      <Link to="/settings" className="icon-button" aria-label="Settings">
        <Settings size={20} aria-hidden="true" />
      </Link>
      <LoadingBar />
    </header>
  );
}
