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
import {
  addChecklistItem,
  deleteChecklistItem,
  listChecklist,
  presentChecklistItem,
  resetChecklistLocation,
  setChecklistItem,
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
      const { item, created } = db.transaction(() => addChecklistItem(db, args, at))();
      return c.json(presentChecklistItem(item), created ? 201 : 200);
    })
    // Registered before /:id so "reset" is never read as an item id.
    .post('/reset', async (c) => {
      const body = await parseBody(c, ChecklistResetBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const unchecked = db.transaction(() => resetChecklistLocation(db, { locationName: body.locationName }, at))();
      return c.json({ unchecked });
    })
    .patch('/:id', async (c) => {
      const id = pathId(c, MESSAGES.checklistItemNotFound);
      const body = await parseBody(c, ChecklistSetBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const item = db.transaction(() => setChecklistItem(db, { id, checked: body.checked }, at))();
      if (!item) throw new ServiceError('not-found', MESSAGES.checklistItemNotFound);
      return c.json(presentChecklistItem(item));
    })
    .delete('/:id', async (c) => {
      const id = pathId(c, MESSAGES.checklistItemNotFound);
      const at = actionTime((await parseOptionalBody(c, ChecklistDeleteBodySchema)).occurredAt, clock.now());
      db.transaction(() => deleteChecklistItem(db, { id }, at))();
      return c.body(null, 204);
    });
}
