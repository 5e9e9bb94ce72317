import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { lazyPart } from '../lib/lazy-part';
import { Layout } from './layout';
import { OpenScreenMessages } from './open-screen-messages';

// Each screen is its own chunk: the first load carries the shell and the screen opened. One that
// could not load (a first visit that lost its signal) loads again when tried again (layout.tsx).
const HomeScreen = lazyPart(() => import('../features/home/home-screen'));
const WaterScreen = lazyPart(() => import('../features/water/water-screen'));
const PriorityScreen = lazyPart(() => import('../features/priority/priority-screen'));
const TrainingScreen = lazyPart(() => import('../features/training/training-screen'));
const GoalsScreen = lazyPart(() => import('../features/goals/goals-screen'));
const QuestsScreen = lazyPart(() => import('../features/quests/quests-screen'));
const AnalyticsScreen = lazyPart(() => import('../features/analytics/analytics-screen'));
const BelongingsScreen = lazyPart(() => import('../features/belongings/belongings-screen'));
const SettingsScreen = lazyPart(() => import('../features/settings/settings-screen'));
const PairScreen = lazyPart(() => import('../features/pairing/pair-screen'));

/**
 * The nine routes of spec §2 and the pairing page, declared. The app loads no data through the router (screens read
 * the local store with live queries), so it needs no data router. React Router renders each
 * navigation as a transition: the current screen stays on screen while the next one's chunk loads.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <OpenScreenMessages />
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomeScreen />} />
          <Route path="water" element={<WaterScreen />} />
          <Route path="priority" element={<PriorityScreen />} />
          <Route path="workouts" element={<TrainingScreen />} />
          <Route path="goals" element={<GoalsScreen />} />
          <Route path="quests" element={<QuestsScreen />} />
          <Route path="analytics" element={<AnalyticsScreen />} />
          <Route path="belongings" element={<BelongingsScreen />} />
          <Route path="settings" element={<SettingsScreen />} />
          {/* Where a pairing link leads (rules.md, "Owner and devices"); not in the bottom bar. */}
          <Route path="pair" element={<PairScreen />} />
          {/* Spec §2: any unknown path falls back to Home. */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
