/**
 * The reminder runner in the server process: every minute (and when a browser subscribes) it
 * works out what is due (schedule.ts) from the saved settings and records, claims each event in
 * push_sent before sending (so a restart or a second tick never sends it twice), and pushes it to
 * every subscription. A subscription its push service says is gone (404, 410) is deleted; an
 * event no push service took is released to be tried again on the next pass.
 */
import { MS_PER_DAY, resolveSettings } from '@ninety/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { allSubscriptions, claimUnsent, deleteSubscription, releaseClaim, forgetSentBefore, pushStateValue, sentKeys, setPushState } from '../db/push-repo';
import { mirroredRecords } from '../services/records-mirror';
import { serverTimeZone } from '../services/settings';
import { pushesDue } from './schedule';
import type { PushSender } from './sender';

export const SNOOZE_KEY = 'waterSnoozedUntil';

export interface PushScheduler {
  /** One pass now; answers how many pushes were sent. */
  tick(): Promise<number>;
  /** One pass shortly: many writes in a burst (a sync push, an import) make one pass. */
  soon(): void;
  stop(): void;
}

export function createPushScheduler(options: { db: Db; clock: Clock; send: PushSender; intervalMs?: number; soonMs?: number }): PushScheduler {
  const { db, clock, send, intervalMs = 60_000, soonMs = 1000 } = options;
  let running: Promise<number> | null = null;
  let pending: NodeJS.Timeout | null = null;

  async function pass(): Promise<number> {
    const subscriptions = allSubscriptions(db);
    if (subscriptions.length === 0) return 0;
    const now = clock.now().getTime();
    const records = mirroredRecords(db);
    const snoozed = Number(pushStateValue(db, SNOOZE_KEY) ?? Number.NaN);
    const due = pushesDue({
      ...records,
      settings: resolveSettings(records.settings, serverTimeZone()),
      now,
      sent: sentKeys(db),
      snoozedUntil: Number.isFinite(snoozed) ? snoozed : null,
    });
    const claimed = new Set(claimUnsent(db, due.map((message) => message.payload.key), new Date(now).toISOString()));
    let sent = 0;
    for (const message of due.filter((m) => claimed.has(m.payload.key))) {
      let delivered = false;
      for (const subscription of subscriptions) {
        const outcome = await send(subscription, message);
        if (outcome === 'gone') deleteSubscription(db, subscription.endpoint);
        if (outcome === 'sent') {
          sent += 1;
          delivered = true;
        }
      }
      // No push service took it (the server was offline, say): the next pass tries again while
      // it is still worth sending. Taken by one, it is never sent again.
      if (!delivered) releaseClaim(db, message.payload.key);
    }
    forgetSentBefore(db, new Date(now - 30 * MS_PER_DAY).toISOString());
    return sent;
  }

  function tick(): Promise<number> {
    // One pass at a time: a subscription arriving mid-pass waits for it rather than doubling it.
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  const run = () => void tick().catch((error) => console.error('Push pass failed', error));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    tick,
    soon() {
      pending ??= setTimeout(() => {
        pending = null;
        run();
      }, soonMs);
      pending.unref();
    },
    stop() {
      clearInterval(timer);
      if (pending) clearTimeout(pending);
    },
  };
}

/** The Snooze action: no water reminder until one interval from now. */
export function snoozeWater(db: Db, until: number): void {
  setPushState(db, SNOOZE_KEY, String(until));
}
