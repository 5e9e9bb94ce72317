import { Hono } from 'hono';
import { MESSAGES, QuestCompleteBodySchema, QuestGenerateBodySchema, QuestStartBodySchema } from '@ninety/api';
import { parseOptionalBody } from '../http/json-body';
import { pathId } from '../http/path-id';
import { actionTime } from '../services/action-time';
import { applyMutation } from '../services/apply-mutation';
import { generateQuests, listQuests, presentQuest } from '../services/quests';
import { currentStats } from '../services/stats';
import type { RouteDeps } from './context';

export function questRoutes({ db, clock, random, newId }: RouteDeps) {
  return new Hono()
    .get('/', (c) => c.json(listQuests(db).map(presentQuest)))
    .post('/generate', async (c) => {
      const body = await parseOptionalBody(c, QuestGenerateBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const added = db.transaction(() =>
        body.quests
          ? applyMutation(db, 'quest.generate', { quests: body.quests }, at)
          : generateQuests(db, currentStats(db, clock.now()).traits, at, random, newId),
      )();
      return c.json(added.map(presentQuest), 201);
    })
    .post('/:id/start', async (c) => {
      const id = pathId(c, MESSAGES.questNotFound);
      const at = actionTime((await parseOptionalBody(c, QuestStartBodySchema)).occurredAt, clock.now());
      return c.json(presentQuest(db.transaction(() => applyMutation(db, 'quest.start', { id }, at))()));
    })
    .post('/:id/complete', async (c) => {
      const id = pathId(c, MESSAGES.questNotFound);
      const at = actionTime((await parseOptionalBody(c, QuestCompleteBodySchema)).occurredAt, clock.now());
      return c.json(presentQuest(db.transaction(() => applyMutation(db, 'quest.complete', { id }, at))()));
    });
}
