import { CalendarCheck, Crosshair, Dumbbell, Megaphone, Shield, Wallet, type LucideIcon } from 'lucide-react';
import { normalizeTraitName, type TraitName } from '@ninety/domain';

export interface TraitStyle {
  icon: LucideIcon;
  /** The trait's own colour, for its icon and bar; its name is always written beside them. */
  color: string;
}

/** Each of the six traits has its own icon and colour (spec §2, Adaptive Quests). */
export const TRAIT_STYLES: Readonly<Record<TraitName, TraitStyle>> = {
  Consistency: { icon: CalendarCheck, color: '#22c55e' },
  Fitness: { icon: Dumbbell, color: '#fb923c' },
  Finance: { icon: Wallet, color: '#eab308' },
  Focus: { icon: Crosshair, color: '#38bdf8' },
  Resilience: { icon: Shield, color: '#c084fc' },
  Persuasion: { icon: Megaphone, color: '#f472b6' },
};

/** An unknown trait falls back to Consistency, as its XP does. */
export function traitStyle(name: string): TraitStyle {
  return TRAIT_STYLES[normalizeTraitName(name)];
}
