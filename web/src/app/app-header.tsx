import { Link } from 'react-router-dom';
import { Settings } from 'lucide-react';
import { SyncIndicator } from './sync-indicator';

export function AppHeader() {
  return (
    <header className="app-header">
      <Link to="/" className="app-header__brand">
        Ninety
      </Link>
      <SyncIndicator />
      <Link to="/settings" className="icon-button" aria-label="Settings">
        <Settings size={20} aria-hidden="true" />
      </Link>
    </header>
  );
}
