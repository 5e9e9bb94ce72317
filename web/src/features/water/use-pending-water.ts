import { useCallback, useState } from 'react';
import { logWater, newWaterLogId } from '../../db/water-repo';
import type { WaterTodayView } from '../../db/hooks/water';
import { waterLogged } from '../../lib/action-texts';
import { runAction } from '../../lib/run-action';
import { withPendingLogs, type PendingWaterLog } from './pending-water';

/**
 * How long a written tap stays in the pending list. Today's logs show it well before then, and
 * from that moment it is no longer counted; the list is only tidied. A log written just as the
 * day turned never shows among today's, which is why it cannot wait for that.
 */
const SETTLED_AFTER_MS = 2_000;

/** Today's water with the taps still being written counted, and the tap that logs one. */
export function usePendingWater(today: WaterTodayView | undefined) {
  const [pending, setPending] = useState<readonly PendingWaterLog[]>([]);
  const drop = useCallback((id: string) => setPending((logs) => logs.filter((log) => log.id !== id)), []);
  const add = useCallback(
    (amount: number) => {
      const id = newWaterLogId();
      setPending((logs) => [...logs, { id, amount }]);
      void runAction(() => logWater(amount, new Date(), undefined, id), waterLogged(amount)).then((result) => {
        if (result.ok) setTimeout(() => drop(id), SETTLED_AFTER_MS);
        else drop(id);
      });
    },
    [drop],
  );
  return { today: today && withPendingLogs(today, pending), add };
}
