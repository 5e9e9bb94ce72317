import { streakBadges } from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { RestoringFigures } from '../../components/restoring-figures';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { TraitProgressList } from '../../components/ui/trait-progress-list';
import { useRecordCount } from '../../db/hooks/records';
import { useStats } from '../../db/hooks/stats';
import { useRestoreProgress } from '../../db/hooks/sync';
import { useWaterToday } from '../../db/hooks/water';
import { useFirstScreenShown } from '../../lib/first-screen';
import { useNow } from '../../lib/use-now';
import { goldView, hpView, liquidXView, showGettingStarted } from './dashboard';
import { GettingStartedCard } from './getting-started-card';
import { GoldCard } from './gold-card';
import { HpCard } from './hp-card';
import { StreakBadges } from './streak-badges';
import { TodaysWaterCard } from './todays-water-card';

/**
 * The dashboard: gold counter and liquid X, HP, streaks and traits; today's water beside them.
 * While a restore is stored the figures wait for the whole history (RestoringFigures).
 */
export default function HomeScreen() {
  const now = useNow();
  const stats = useStats(now);
  const water = useWaterToday(now);
  const goals = useRecordCount('goals');
  const tasks = useRecordCount('tasks');
  const restoring = useRestoreProgress();
  // The figures, or while a restore is stored what stands in their place; null until read.
  const figures = restoring ? (
    <RestoringFigures progress={restoring} />
  ) : restoring === null && stats ? (
    <>
      <GoldCard gold={goldView(stats.consecutiveDays)} liquidX={liquidXView(stats)} />
      <HpCard hp={hpView(stats)} />
      <StreakBadges badges={streakBadges(stats)} />
      <Card title="Trait Progression" titleId="trait-progression">
        <TraitProgressList traits={stats.traits} />
      </Card>
    </>
  ) : null;
  useFirstScreenShown(figures !== null);

  return (
    <div className="screen screen--wide home-screen">
      <ScreenHeader title="Ninety" subtitle="Ninety days to gold" />
      {figures === null ? (
        <LoadingText>Loading...</LoadingText>
      ) : (
        <div className="home-grid">
          <div className="home-grid__main">{figures}</div>
          <div className="home-grid__side">
            {water && <TodaysWaterCard today={water} restoring={restoring !== null} />}
            {goals !== undefined && tasks !== undefined && showGettingStarted(goals, tasks, restoring !== null) && <GettingStartedCard />}
          </div>
        </div>
      )}
    </div>
  );
}
