import { NavLink } from 'react-router-dom';
import { NAV_ITEMS } from './nav-items';

/** The active entry is marked by colour, a top bar, a bolder icon and aria-current, never by colour alone. */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="Main">
      <ul className="bottom-nav__list">
        {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end={to === '/'} className="bottom-nav__link">
              <Icon size={20} aria-hidden="true" />
              <span className="bottom-nav__label">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
