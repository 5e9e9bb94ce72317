/**
 * Every sync mutation with args its schema accepts; a push carries them broken once (or stamped
 * days ahead), so each one must come back "rejected" and change nothing.
 */
import { bad, f, type Field } from './bad-input-cases';
import {
  nullable,
  occurredAt,
  planFields,
  questFields,
  settingsFields,
  unknownId,
  validPlan,
  validQuest,
  type SeededIds,
} from './bad-input-routes';
import { uuid } from './harness';

/** Sync mutations with args the schema accepts; the bad ones are these broken once. */
export function mutationSpecs(ids: SeededIds): Record<string, { base: Record<string, unknown>; fields: Field[] }> {
  const req = (name: string, values: unknown[]) => f(name, values, true);
  const unknownRecord = { base: { id: unknownId }, fields: [req('id', bad.uuid)] };
  return {
    'water.log': { base: { id: uuid(0xa001), amount: 8 }, fields: [req('id', bad.uuid), req('amount', bad.int(1, 128))] },
    'water.delete': unknownRecord,
    'settings.update': { base: { dailyTargetOz: 100 }, fields: settingsFields.filter((x) => x !== occurredAt) },
    'task.create': {
      base: { id: uuid(0xa002), title: 'Call the bank', dueDate: '2026-11-21T17:00:00.000Z', hpImpact: 10 },
      fields: [req('id', bad.uuid), req('title', bad.text(3, 100)), req('dueDate', bad.instant), req('hpImpact', bad.int(5, 50))],
    },
    'task.complete': unknownRecord,
    'task.delete': unknownRecord,
    'weight.delete': unknownRecord,
    'quest.start': unknownRecord,
    'quest.complete': unknownRecord,
    'quest.generate': { base: { quests: [validQuest(0)] }, fields: [{ ...questFields[0]!, required: true }, ...questFields.slice(1)] },
    'workout.generate': { base: validPlan(), fields: planFields },
    'workout.complete': { base: { id: uuid(0xa003), workoutId: unknownId }, fields: [req('id', bad.uuid), req('workoutId', bad.uuid)] },
    'stretch.complete': {
      base: { id: uuid(0xa004), routineId: 'evening-stretch' },
      fields: [req('id', bad.uuid), req('routineId', ['', 'Morning Stretch', 'x'.repeat(41), 42, null])],
    },
    'goal.create': {
      base: { id: uuid(0xa005), title: 'Learn Portuguese', description: 'Study thirty minutes every day.' },
      fields: [req('id', bad.uuid), req('title', bad.text(3, 100)), req('description', bad.text(10, 500))],
    },
    'goal.checkin': {
      base: { id: uuid(0xa006), goalId: ids.checkedInGoal, day: '2026-11-21', note: 'Another note today' },
      fields: [req('id', bad.uuid), req('goalId', [...bad.uuid, unknownId]), req('day', bad.date), req('note', bad.text(1, 500))],
    },
    'goal.achieve': { base: { id: ids.goals[0]! }, fields: [req('id', [...bad.uuid, unknownId])] },
    'weight.log': { base: { id: uuid(0xa007), weight: 180 }, fields: [req('id', bad.uuid), req('weight', bad.int(50, 500))] },
    'checklist.add': {
      base: { id: uuid(0xa008), locationName: 'Hotel', itemName: 'Charger', latitude: null, longitude: null },
      fields: [
        req('id', bad.uuid),
        req('locationName', bad.text(1, 60)),
        req('itemName', bad.text(1, 100)),
        req('latitude', nullable(bad.num(-90, 90))),
      ],
    },
    'checklist.set': { base: { id: unknownId, checked: true }, fields: [req('id', bad.uuid), req('checked', bad.bool)] },
    'checklist.delete': unknownRecord,
    'checklist.resetLocation': { base: { locationName: 'Gym' }, fields: [req('locationName', bad.text(1, 60))] },
    'data.import': {
      base: { document: ids.exportDocument },
      fields: [req('document', [null, {}, [], 'x', { ...ids.exportDocument, version: 2 }])],
    },
  };
}
