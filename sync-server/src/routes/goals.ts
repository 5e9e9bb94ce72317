import { Hono } from 'hono';
import {
  GoalAchieveBodySchema,
  GoalCheckInBodySchema,
  GoalCreateBodySchema,
  GoalResetBodySchema,
  MESSAGES,
  PaymentIntentBodySchema,
} from '@ninety/api';
import { checkInDay } from '@ninety/domain';
import { parseBody, parseOptionalBody } from '../http/json-body';
import { pathId } from '../http/path-id';
import { actionTime } from '../services/action-time';
import { resetGoalAfterPayment, startGoalPayment } from '../services/goal-payments';
import { applyMutation, heldOrMissing } from '../services/apply-mutation';
import { listCheckIns, listGoals, presentGoal } from '../services/goals';
import { ServiceError } from '../services/service-error';
import { getSettings } from '../services/settings';
import type { RouteDeps } from './context';

export function goalRoutes({ db, clock, payments, newId }: RouteDeps) {
  const requirePayments = () => {
    if (!payments) throw new ServiceError('unavailable', MESSAGES.paymentServerNotConfigured);
    return payments;
  };
  return new Hono()
    .get('/', (c) => {
      const now = clock.now();
      return c.json(listGoals(db).map((goal) => presentGoal(goal, now)));
    })
    .post('/', async (c) => {
      const body = await parseBody(c, GoalCreateBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const args = { id: body.id ?? newId(), title: body.title, description: body.description };
      const { goal, created } = db.transaction(() => applyMutation(db, 'goal.create', args, at))();
      return c.json(presentGoal(heldOrMissing(goal), clock.now()), created ? 201 : 200);
    })
    .post('/:id/complete', async (c) => {
      const id = pathId(c, MESSAGES.goalNotFound);
      const at = actionTime((await parseOptionalBody(c, GoalAchieveBodySchema)).occurredAt, clock.now());
      return c.json(presentGoal(db.transaction(() => applyMutation(db, 'goal.achieve', { id }, at))(), clock.now()));
    })
    .get('/:id/checkins', (c) => c.json(listCheckIns(db, pathId(c, MESSAGES.goalNotFound))))
    .post('/:id/checkins', async (c) => {
      const goalId = pathId(c, MESSAGES.goalNotFound);
      const body = await parseBody(c, GoalCheckInBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const day = body.day ?? checkInDay(at.occurredAt, getSettings(db).timeZone);
      const args = { id: body.id ?? newId(), goalId, day, note: body.note };
      const { checkIn: note, created } = db.transaction(() => applyMutation(db, 'goal.checkin', args, at))();
      return c.json(heldOrMissing(note), created ? 201 : 200);
    })
    .post('/:id/payment-intent', async (c) => {
      const goalId = pathId(c, MESSAGES.goalNotFound);
      await parseOptionalBody(c, PaymentIntentBodySchema);
      const payment = await startGoalPayment(db, requirePayments(), goalId, actionTime(undefined, clock.now()), newId());
      return c.json(payment, payment.status === 'paid' ? 200 : 201);
    })
    .post('/:id/reset', async (c) => {
      const goalId = pathId(c, MESSAGES.goalNotFound);
      const body = await parseBody(c, GoalResetBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const input = { goalId, paymentIntentId: body.paymentIntentId, resetId: body.id ?? newId() };
      const goal = await resetGoalAfterPayment(db, requirePayments(), input, at);
      return c.json(presentGoal(goal, clock.now()));
    });
}
