import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { waterShortcutLoader } from '../features/water/water-shortcut';
import { Layout } from './layout';

// Each screen is its own chunk: the first load carries the shell and the screen opened.
const HomeScreen = lazy(() => import('../features/home/home-screen'));
const WaterScreen = lazy(() => import('../features/water/water-screen'));
const PriorityScreen = lazy(() => import('../features/priority/priority-screen'));
const TrainingScreen = lazy(() => import('../features/training/training-screen'));
const GoalsScreen = lazy(() => import('../features/goals/goals-screen'));
const QuestsScreen = lazy(() => import('../features/quests/quests-screen'));
const AnalyticsScreen = lazy(() => import('../features/analytics/analytics-screen'));
const BelongingsScreen = lazy(() => import('../features/belongings/belongings-screen'));
const SettingsScreen = lazy(() => import('../features/settings/settings-screen'));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeScreen /> },
      // The home-screen shortcut's /water?log=8 logs in the loader, once per launch.
      { path: '/water', element: <WaterScreen />, loader: waterShortcutLoader },
      { path: '/priority', element: <PriorityScreen /> },
      { path: '/workouts', element: <TrainingScreen /> },
      { path: '/goals', element: <GoalsScreen /> },
      { path: '/quests', element: <QuestsScreen /> },
      { path: '/analytics', element: <AnalyticsScreen /> },
      { path: '/belongings', element: <BelongingsScreen /> },
      { path: '/settings', element: <SettingsScreen /> },
      // Spec §2: any unknown path falls back to Home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
