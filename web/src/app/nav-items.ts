import { Backpack, ChartColumn, Droplet, Dumbbell, House, Swords, Target, Zap, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The fixed bottom navigation of spec §2: eight entries; Settings is reached from the header. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/water', label: 'Water', icon: Droplet },
  { to: '/priority', label: 'Priority', icon: Zap },
  { to: '/workouts', label: 'Training', icon: Dumbbell },
  { to: '/goals', label: 'Goals', icon: Target },
  { to: '/quests', label: 'Quests', icon: Swords },
  { to: '/analytics', label: 'Stats', icon: ChartColumn },
  { to: '/belongings', label: 'Items', icon: Backpack },
];
