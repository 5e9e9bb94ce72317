import { formatCount } from './counts';
import { REFUSALS } from './mutations/refusals';

/**
 * Every message the API sends, one export each, read as `MESSAGES.<name>` (messages.ts). One
 * export a message lets a bundle carry only the messages its code says: a first visit does not
 * carry the texts of every form and route. Texts quoted in the product spec (§5, §8) are kept
 * exactly; the rest follow the same voice. The web app shows these texts as they are. What a
 * mutation refuses is said by the domain's REFUSALS, by code, and used here by reference.
 */
export const bodyNotObject = 'Body must be a JSON object';
export const unknownField = (keys: readonly PropertyKey[]) =>
  `Unknown field: ${keys.map((key) => (String(key) === '' ? '""' : String(key))).join(', ')}`;
export const invalidJson = 'Body is not valid JSON';
export const jsonRequired = 'Content-Type must be application/json';
export const crossSite = 'Cross-site requests are not allowed';
export const rateLimited = 'Too many changes at once; try again in a moment';
export const bodyTooLarge = 'Body is too large';
export const notFound = 'Not found';
export const internal = 'Something went wrong on the server';
export const idFormat = 'id must be a UUID';
export const occurredAtFormat = 'occurredAt must be an ISO date-time with a time zone';
export const instantRange = (label: string) => `${label} must be a time between the years 2000 and 2100`;
export const dateRange = (label: string) => `${label} must be a date between the years 2000 and 2100`;
export const changeBeforeRecord = REFUSALS['change-before-record'].text;
export const hostNotAllowed = 'This server does not answer to that host name';
export const methodNotAllowed = 'Method not allowed';
export const bodyTooDeep = 'The body is nested too deeply';
export const changeTooLarge = 'This change is too large to send to the server';

export const waterAmountRequired = 'Amount is required';
export const waterAmountType = 'Amount must be a whole number of ounces';
export const waterAmountMin = 'Amount must be at least 1 oz';
export const waterAmountMax = 'Amount must be at most 128 oz';
export const waterLogFailed = 'Failed to log water';
export const waterLogNotFound = REFUSALS['water-log-not-found'].text;
export const waterUndoExpired = REFUSALS['water-undo-expired'].text;

export const settingsEmpty = 'No settings to save';
export const dailyTargetRange = 'Daily target must be between 64 and 256 oz';
export const startingHpRange = 'Starting HP must be between 50 and 200';
export const restTimerRange = 'Rest timer must be between 30 and 300 seconds';
export const reminderIntervalRange = 'Reminder interval must be between 30 and 180 minutes';
export const ageRange = 'Age must be between 18 and 100';
export const clockFormat = (label: string) => `${label} must be a time like 07:00`;
export const booleanType = (label: string) => `${label} must be on or off`;
export const timeZoneUnknown = 'Unknown time zone';
export const settingKeyUnknown = 'Unknown setting';
export const settingValueType = 'A setting value must be on/off, a number or a text';

export const syncClientId = 'clientId must be 1 to 100 characters';
export const syncSchemaVersion = (supported: number) => `This server applies schema version ${supported}; update the app`;
export const syncSeq = 'seq must be a whole number from 1';
export const syncSeqOrder = 'Mutations must be in increasing seq order';
export const syncTooMany = 'At most 1000 mutations per push';
export const syncGap = (expected: number) => `Missing mutations: expected seq ${expected}`;
export const syncUnknownMutation = (name: string) => `Unknown mutation: ${name}`;
export const syncCursor = 'cursor must be a whole number';
export const syncAckedSeq = 'ackedSeq must be a whole number';
export const syncTimeline = 'timeline must be a whole number';
export const syncPullLimit = (max: number) => `limit must be a whole number from 1 to ${max}`;
export const syncSchemaVersionType = 'schemaVersion must be a whole number';
export const syncMutations = 'mutations must be a list';
export const syncMutationName = 'Each mutation needs a name of 1 to 64 characters';
export const syncArgsMissing = 'The change carries no arguments';
export const syncMutationType = 'Each mutation must be an object';
export const timeZoneType = 'Time zone must be text, like Europe/Paris';
export const syncRowInvalid = (table: string, id: string, problem: string) => `Pulled ${table} row ${id} is invalid: ${problem}`;
export const syncRowIdMismatch = 'id does not match the change';

// Generic field messages, for fields no screen shows (record rows in a pull or an import).
export const instantFormat = (label: string) => `${label} must be an ISO date-time in UTC`;
export const isoDateTime = (label: string) => `${label} must be an ISO date-time with a time zone`;
export const localDateFormat = (label: string) => `${label} must be a date like 2026-11-21`;
export const textLength = (label: string, min: number, max: number) => `${label} must be ${min} to ${max} characters`;
export const numberRange = (label: string, min: number, max: number) => `${label} must be a number from ${min} to ${max}`;
export const wholeNumberRange = (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}`;
export const trueOrFalse = (label: string) => `${label} must be true or false`;
export const uuidFormat = (label: string) => `${label} must be a UUID`;

// Titles: the task and goal forms share the rule and its texts (spec §5).
export const titleRequired = 'Title is required';
export const titleType = 'Title must be text';
export const titleMin = 'Title must be at least 3 characters';
export const titleMax = 'Title must be at most 100 characters';

export const taskDueHoursRequired = 'Due time is required';
export const taskDueHoursType = 'Due time must be a number of hours';
export const taskDueHoursMin = REFUSALS['task-due-too-soon'].text;
export const taskDueHoursMax = REFUSALS['task-due-too-late'].text;
export const taskDueHoursStep = 'Due time must be in steps of 30 minutes';
export const taskDueDateRequired = 'Due date is required';
export const taskDueDateFormat = 'Due date must be an ISO date-time with a time zone';
export const taskHpImpactRequired = 'HP impact is required';
export const taskHpImpactType = 'HP impact must be a whole number';
export const taskHpImpactMin = 'Minimum HP impact is 5';
export const taskHpImpactMax = 'Maximum HP impact is 50';
export const taskNewCompleted = 'A new task cannot be completed';
export const taskNewOverdue = 'A new task cannot be overdue';
export const taskCreateFailed = 'Failed to create task';
export const taskCompleteFailed = 'Failed to complete task';
export const taskNotFound = REFUSALS['task-not-found'].text;
export const taskUndoExpired = REFUSALS['task-undo-expired'].text;

export const goalDescriptionRequired = 'Description is required';
export const goalDescriptionType = 'Description must be text';
export const goalDescriptionMin = 'Description must be at least 10 characters';
export const goalDescriptionMax = 'Description must be at most 500 characters';
export const goalEndDateFormat = 'End date must be an ISO date-time with a time zone';
export const goalNewUnlocked = 'A new goal is always locked';
export const goalNewCompleted = 'A new goal cannot be completed';
export const goalPenaltyFixed = 'The override penalty is fixed at $100';
export const goalEndBeforeStart = 'endDate must be after startDate';
export const goalCreateFailed = 'Failed to create goal';
export const goalNotFound = REFUSALS['goal-not-found'].text;
export const goalStillLocked = REFUSALS['goal-still-locked'].text;
export const goalAlreadyAchieved = 'This goal is already achieved';
export const checkInNoteRequired = REFUSALS['checkin-note-required'].text;
export const checkInNoteType = 'Note must be text';
export const checkInNoteMax = REFUSALS['checkin-note-too-long'].text;
export const checkInDayTaken = REFUSALS['checkin-day-taken'].text;
export const paymentIntentIdFormat = 'paymentIntentId must be a card payment id';
export const paymentNotConfigured = "Card payments are not configured. Add STRIPE_PUBLISHABLE_KEY (with STRIPE_SECRET_KEY) to the server's environment to enable them.";
export const paymentServerNotConfigured = 'Card payments are not configured on the server. Set STRIPE_SECRET_KEY in the server environment to enable them.';
export const paymentNotSucceeded = 'The payment has not succeeded';
export const paymentProcessing = 'The payment for this goal is still processing: try again in a few minutes';
export const paymentOtherGoal = 'This payment is for another goal';
export const paymentAmountMismatch = "This payment does not match the goal's penalty";
export const goalNotLocked = 'Only a locked goal can be overridden';
export const paymentAlreadyUsed = REFUSALS['payment-already-used'].text;
export const paymentNeedsConnection = 'Payment needs a connection';
export const paymentFailedTitle = 'Payment Failed';
export const paymentErrorTitle = 'Payment Error';

export const questTitle = 'Quest title must be 1 to 120 characters';
export const questDescription = 'Quest description must be 1 to 500 characters';
export const questDuration = 'Duration must be a text like "15 min", up to 20 characters';
export const questDurationMinutes = 'durationMinutes must be a whole number from 1 to 43200';
export const questTraitName = 'Unknown trait: use Consistency, Fitness, Finance, Focus, Resilience or Persuasion';
export const questDifficulty = 'Difficulty must be easy, medium or hard';
export const questXpReward = 'xpReward must be the base XP of its difficulty: easy 50, medium 100, hard 200';
export const questRoundSize = 'A quest round has 1 to 10 quests';
export const questNotAvailable = 'A generated quest must be available: startedAt and completedAt null';
export const questDuplicateId = 'Each quest of a round needs its own id';
export const questGenerateFailed = 'Failed to generate quests';
export const questStartFailed = 'Failed to start quest';
export const questCompleteFailed = 'Failed to complete quest';
export const questNotFound = REFUSALS['quest-not-found'].text;
export const questNotStarted = REFUSALS['quest-not-started'].text;

export const workoutDayOfWeek = 'dayOfWeek must be 1 (Monday) to 7 (Sunday)';
export const workoutTitle = 'Workout title must be 1 to 100 characters';
export const workoutMuscleGroup = 'Muscle group must be 1 to 40 characters';
export const workoutExerciseCount = 'A workout has 4 to 6 exercises';
export const exerciseName = 'Exercise name must be 1 to 80 characters';
export const exerciseSets = 'Sets must be a whole number from 1 to 20';
export const exerciseReps = 'Reps must be a whole number from 1 to 500';
export const exerciseWeight = 'Exercise weight must be 0 to 2000 lbs';
export const workoutPlanSize = 'A plan has exactly 7 workouts, one for each day';
export const workoutPlanDays = 'A plan has one workout for each day, 1 (Monday) to 7 (Sunday)';
export const workoutDuplicateId = 'Each workout of a plan needs its own id';
export const workoutPlanMismatch = 'Every workout of the plan must carry its planId';
export const workoutPlanPartial = 'Send planId and workouts together, or neither';
export const workoutGenerateFailed = 'Failed to generate workouts';
export const workoutNotFound = REFUSALS['workout-not-found'].text;
export const workoutDoneToday = REFUSALS['workout-done-today'].text;
export const stretchRoutineId = REFUSALS['stretch-routine-unknown'].text;

export const weightInvalidTitle = 'Invalid Weight';
export const weightRange = 'Please enter a weight between 50 and 500 lbs';
export const weightNotFound = REFUSALS['weight-not-found'].text;
export const weightUndoExpired = REFUSALS['weight-undo-expired'].text;

export const locationInvalidTitle = 'Invalid Location';
export const locationNameRequired = 'Please enter a location name';
export const locationNameMax = 'Location name must be at most 60 characters';
export const itemInvalidTitle = 'Invalid Item';
export const itemNameRequired = 'Please enter an item name';
export const itemNameMax = 'Item name must be at most 100 characters';
export const checkedType = 'Checked must be true or false';
export const checklistNewChecked = 'A new item starts unchecked';
export const latitudeRange = 'Latitude must be a number from -90 to 90';
export const longitudeRange = 'Longitude must be a number from -180 to 180';
export const userIdFixed = 'userId must be "default-user"';
export const checklistAddFailed = 'Failed to add item';
export const checklistUpdateFailed = 'Failed to update item';
export const checklistDeleteFailed = 'Failed to delete item';
export const checklistItemNotFound = REFUSALS['checklist-item-not-found'].text;

export const pushEndpoint = 'endpoint must be the https address of a push service';
export const pushKeys = 'keys must hold the p256dh and auth keys of the subscription';
export const pushUnavailable = 'Reminders are not set up on this server';
export const importNotExport = 'Import file is not a Ninety export';
export const importNotJson = 'This file is not a Ninety export: it is not JSON';
export const importTooLarge = 'This file is larger than 32 MB, the most an import can hold';
export const exportWhileRestoring = (done: number, total: number) =>
  `Your history is still restoring: ${formatCount(done)} of ${formatCount(total)} records are on this device. Export once all of it has arrived, so the file holds everything.`;
export const exportWhileAsking =
  'Your history is still on its way from your server. Export once it has arrived, so the file holds everything.';
export const importVersion = (version: unknown, supported: number) =>
  `This export is version ${String(version)}; this app reads version ${supported}`;
export const importRecords = 'Must be an object with one list per table';
export const importTableMissing = 'Missing table';
export const importTableType = 'Must be a list of records';
export const importRowType = 'Must be a record object';
export const importDuplicateId = (table: string, key = 'id') => `Another record in ${table} has this ${key}`;
export const importUnknownGoal = 'No goal in this file has this id';
export const importUnknownWorkout = 'No workout in this file has this id';
export const importDuplicatePayment = 'Another reset in this file used this payment';

// Owner and devices: a device becomes the owner's by pairing (rules.md, "Owner and devices").
export const notPaired = 'This device is not paired with this server. Open a pairing link to pair it.';
export const pairingCodeFormat = 'The pairing code is not in the right form';
export const pairingCodeUnknown = 'This pairing code is not valid';
export const pairingCodeUsed = 'This pairing code has already been used';
export const pairingCodeExpired = 'This pairing code has expired; make a new one';
export const pairingThrottled = 'Too many wrong pairing codes; wait a minute and try again';
export const deviceNameRule = 'Device name must be 1 to 60 characters';
export const deviceNotFound = 'No such device';
export const devicesNeedConnection = 'Devices can be managed only with a connection to the server';
