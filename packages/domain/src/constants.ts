/** Business constants of spec §9 and docs/product.md, in one place so every rule reads the same value. */

export const GOLD_TARGET_DAYS = 90;
export const HP_DEFAULT = 100;
export const HP_BAR_LOW_PERCENT = 30;
export const HP_BAR_HIGH_PERCENT = 70;

export const WATER_TARGET_DEFAULT_OZ = 128;
export const WATER_TARGET_MIN_OZ = 64;
export const WATER_TARGET_MAX_OZ = 256;
export const WATER_QUICK_ADD_OZ = [8, 12, 16] as const;
export const WATER_QUICK_ADD_HIGHLIGHT_MS = 1000;
/** Largest single log: a gallon jug. Anything above is a typo, not a drink. */
export const WATER_LOG_MAX_OZ = 128;
export const WATER_LOG_HP = 2;
export const WATER_ON_TRACK_FRACTION = 0.75;
/** A mis-tapped log can be undone for this long after it was made. */
export const WATER_UNDO_WINDOW_MS = 10 * 60_000;
/** A task made by mistake (a wrong due time, a typo) may be taken back this long after it was made. */
export const TASK_UNDO_WINDOW_MS = 10 * 60_000;
/** A weight logged by mistake (a slip of the thumb: 118 for 181) may be taken back this long after. */
export const WEIGHT_UNDO_WINDOW_MS = 10 * 60_000;

/** How long a toast stays, counted while no pointer rests on it and no focus is inside it. */
export const TOAST_MS = 4000;
/** Long enough to read a toast with a button (Undo) and reach the button, by touch or by keyboard. */
export const TOAST_WITH_ACTION_MS = 10_000;

export const REMINDER_INTERVAL_MIN = 30;
export const REMINDER_INTERVAL_MAX = 180;
export const REMINDER_INTERVAL_DEFAULT = 90;
export const REMINDER_START_DEFAULT = '07:00';
export const REMINDER_END_DEFAULT = '22:00';
export const QUIET_HOURS_START_DEFAULT = '22:00';
export const QUIET_HOURS_END_DEFAULT = '07:00';

export const STARTING_HP_MIN = 50;
export const STARTING_HP_MAX = 200;
export const REST_TIMER_DEFAULT_S = 60;
export const REST_TIMER_MIN_S = 30;
export const REST_TIMER_MAX_S = 300;
export const AGE_DEFAULT = 28;
export const AGE_MIN = 18;
export const AGE_MAX = 100;

// Validation bounds of spec §5 and docs/product.md, shared by the forms, the wire schemas and the import.
export const TASK_TITLE_MIN = 3;
export const TASK_TITLE_MAX = 100;
export const TASK_DUE_HOURS_MIN = 0.5;
export const TASK_DUE_HOURS_MAX = 72;
export const TASK_DUE_HOURS_STEP = 0.5;
export const TASK_DUE_HOURS_DEFAULT = 2;
export const TASK_HP_IMPACT_MIN = 5;
export const TASK_HP_IMPACT_MAX = 50;
export const TASK_HP_IMPACT_DEFAULT = 10;
export const GOAL_TITLE_MIN = 3;
export const GOAL_TITLE_MAX = 100;
export const GOAL_DESCRIPTION_MIN = 10;
export const GOAL_DESCRIPTION_MAX = 500;
export const CHECKIN_NOTE_MAX = 500;
export const WEIGHT_MIN_LBS = 50;
export const WEIGHT_MAX_LBS = 500;
/** Long enough for "Grandma's house in Lisbon", short enough to fit a card header. */
export const LOCATION_NAME_MAX = 60;
export const ITEM_NAME_MAX = 100;
/** A device-made quest round: 3 per docs/product.md; the bound leaves room without allowing floods. */
export const QUEST_ROUND_MAX = 10;
export const WORKOUT_EXERCISES_MIN = 4;
export const WORKOUT_EXERCISES_MAX = 6;

/**
 * The instants the records hold: years 2000 to 2100 (docs/decisions/0009-time-docs/product.md). Far
 * beyond any real use either way, and inside what every record schema, Date and SQLite text
 * comparison handle alike (year 0 prints as -000001 and breaks string order).
 */
export const INSTANT_MIN_MS = Date.UTC(2000, 0, 1);
export const INSTANT_MAX_MS = Date.UTC(2101, 0, 1) - 1;
/**
 * How far a device's clock may run ahead of the server's before its times are taken as the
 * server's own on arrival, and how far before a record an action on it may be dated.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

// Lists that grow with history (rules.md): what a screen shows at first, and what "Show more" /
// "Show older" adds.
/** Priority Tasks: overdue and open tasks, 50 cards at a time. */
export const PRIORITY_OPEN_PAGE = 50;
/** Priority Tasks: tasks completed within this many days are listed without asking. */
export const PRIORITY_RECENT_COMPLETED_DAYS = 7;
/** Priority Tasks: older completed tasks, 20 at a time. */
export const PRIORITY_OLDER_PAGE = 20;
/** Adaptive Quests' Available and Active tabs, 20 at a time, as its Completed tab. */
export const QUESTS_OPEN_PAGE = 20;
/** Adaptive Quests' Completed tab, 20 at a time. */
export const QUESTS_COMPLETED_PAGE = 20;
/** The notifications list, 30 at a time. */
export const NOTIFICATIONS_PAGE = 30;
/** The weight history on Training, 10 entries at a time. */
export const WEIGHT_HISTORY_PAGE = 10;
/** Goals achieved, newest first, 10 at a time after every goal still open. */
export const ACHIEVED_GOALS_PAGE = 10;
