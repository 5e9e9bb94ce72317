import { Hono } from 'hono';
import {
  ChecklistAddBodySchema,
  ChecklistDeleteBodySchema,
  ChecklistResetBodySchema,
  ChecklistSetBodySchema,
  MESSAGES,
} from '@ninety/api';
import { parseBody, parseOptionalBody } from '../http/json-body';
import { pathId } from '../http/path-id';
import { actionTime } from '../services/action-time';
import { applyMutation, heldOrMissing } from '../services/apply-mutation';
import {
  listChecklist,
  presentChecklistItem,
} from '../services/checklist';
import { ServiceError } from '../services/service-error';
import type { RouteDeps } from './context';

export function checklistRoutes({ db, clock, newId }: RouteDeps) {
  return new Hono()
    .get('/', (c) => c.json(listChecklist(db).map(presentChecklistItem)))
    .post('/', async (c) => {
      const body = await parseBody(c, ChecklistAddBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const args = {
        id: body.id ?? newId(),
        locationName: body.locationName,
        itemName: body.itemName,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
      };
      const { item, created } = db.transaction(() => applyMutation(db, 'checklist.add', args, at))();
      return c.json(presentChecklistItem(heldOrMissing(item)), created ? 201 : 200);
    })
    // Registered before /:id so "reset" is never read as an item id.
    .post('/reset', async (c) => {
      const body = await parseBody(c, ChecklistResetBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const unchecked = db.transaction(() => applyMutation(db, 'checklist.resetLocation', { locationName: body.locationName }, at))();
      return c.json({ unchecked });
    })
    .patch('/:id', async (c) => {
      const id = pathId(c, MESSAGES.checklistItemNotFound);
      const body = await parseBody(c, ChecklistSetBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const item = db.transaction(() => applyMutation(db, 'checklist.set', { id, checked: body.checked }, at))();
      if (!item) throw new ServiceError('not-found', MESSAGES.checklistItemNotFound);
      return c.json(presentChecklistItem(item));
    })
    .delete('/:id', async (c) => {
      const id = pathId(c, MESSAGES.checklistItemNotFound);
      const at = actionTime((await parseOptionalBody(c, ChecklistDeleteBodySchema)).occurredAt, clock.now());
      db.transaction(() => applyMutation(db, 'checklist.delete', { id }, at))();
      return c.body(null, 204);
    });
}
