import { Link } from 'react-router-dom';
import { Settings } from 'lucide-react';
import { NotificationsBell } from '../features/notifications/notifications-bell';
import { SyncIndicator } from './sync-indicator';

/** On every screen: the name, the sync state, the notifications bell and the way to Settings. */
export function AppHeader() {
  return (
    <header className="app-header">
      <Link to="/" className="app-header__brand">
        Ninety
      </Link>
      <SyncIndicator />
      <NotificationsBell />
      <Link to="/settings" className="icon-button" aria-label="Settings">
        <Settings size={20} aria-hidden="true" />
      </Link>
    </header>
  );
}
