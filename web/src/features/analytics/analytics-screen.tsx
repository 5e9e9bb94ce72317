import {
  comparisonRows,
  comparisonTitle,
  consistencyCalendar,
  isGoalActive,
  RECENT_ACTIVITY_PER_KIND,
  recentActivity,
  scoreBreakdown,
  statCards,
} from '@ninety/domain';
import { RestoringFigures } from '../../components/restoring-figures';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { useLiveRecords } from '../../db/hooks/records';
import { useSettings } from '../../db/hooks/settings';
import { useStats } from '../../db/hooks/stats';
import { useRestoreProgress } from '../../db/hooks/sync';
import { useLatestWaterLogs, useWaterToday } from '../../db/hooks/water';
import { useLatestCompletedTasks, useTaskCounts } from '../../db/hooks/tasks';
import { useWeightSummary } from '../../db/hooks/weights';
import { useNow } from '../../lib/use-now';
import { comparisonView } from './analytics';
import { ComparisonCard } from './comparison-card';
import { ConsistencyCalendar } from './consistency-calendar';
import { CustomizeComparison } from './customize-comparison';
import { RecentActivity } from './recent-activity';
import { ScoreBreakdown } from './score-breakdown';
import { StatCards } from './stat-cards';
import { StreakHistory } from './streak-history';
import { WeightTrendChart } from './weight-trend-chart';

/**
 * Analytics: the figures of spec §4 and §9, the comparison with the average man, and the
 * pictures. The figures come from the stats kept on the device (as Home's do) and from index
 * counts and a few indexed reads, never from a pass over every record (docs/decisions/0024).
 * While a restore is stored, what is counted from every record waits for the whole history:
 * one card says so at the top, the lists below say so when they are empty (ADR 31).
 */
export default function AnalyticsScreen() {
  const now = useNow();
  const stats = useStats(now);
  const settings = useSettings();
  const water = useWaterToday(now);
  const tasks = useTaskCounts();
  const latestTasks = useLatestCompletedTasks(RECENT_ACTIVITY_PER_KIND);
  const goals = useLiveRecords('goals');
  const weight = useWeightSummary();
  const latestLogs = useLatestWaterLogs(RECENT_ACTIVITY_PER_KIND);
  const restoring = useRestoreProgress();

  const header = <ScreenHeader title="Analytics" subtitle="Track your progress and insights" />;
  const loaded = settings && water && tasks && latestTasks && goals && weight && latestLogs && restoring !== undefined;
  // Counted from every record, so none while a restore is stored (RestoringFigures in their place).
  const whole = loaded && !restoring ? stats : null;
  if (!loaded || (!restoring && !whole)) {
    // The heading (and with it the document title) shows at once; the figures follow.
    return (
      <div className="screen analytics-screen">
        {header}
        <LoadingText>Loading analytics...</LoadingText>
      </div>
    );
  }

  return (
    <div className="screen analytics-screen">
      {header}
      {restoring && <RestoringFigures progress={restoring} />}
      {whole && (
        <>
          <StatCards
            cards={statCards({
              completedTasks: tasks.completed,
              totalTasks: tasks.total,
              waterTotalOz: water.total,
              waterTargetOz: water.target,
              totalXp: whole.totalXP,
            })}
          />
          <ComparisonCard
            title={comparisonTitle(settings.age)}
            rows={comparisonRows({
              weightLbs: weight.current?.weight ?? null,
              waterTodayOz: water.total,
              dailyStreak: whole.dailyStreak,
              consecutiveDays: whole.consecutiveDays,
              activeGoals: goals.filter(isGoalActive).length,
            }).map(comparisonView)}
          />
        </>
      )}
      <CustomizeComparison age={settings.age} latest={weight.current} restoring={restoring !== null} timeZone={settings.timeZone} />
      {whole && (
        <ScoreBreakdown
          shares={scoreBreakdown({ consecutiveDays: whole.consecutiveDays, waterTotalOz: water.total, totalXp: whole.totalXP, dailyStreak: whole.dailyStreak })}
        />
      )}
      <RecentActivity items={recentActivity(latestTasks, latestLogs)} timeZone={settings.timeZone} now={now} />
      {whole && (
        <>
          <StreakHistory counts={{ daily: whole.dailyStreak, weekly: whole.weeklyStreak, monthly: whole.monthlyStreak }} />
          <ConsistencyCalendar days={consistencyCalendar(whole.consistentDays, whole.today)} />
        </>
      )}
      <WeightTrendChart now={now} timeZone={settings.timeZone} />
    </div>
  );
}
