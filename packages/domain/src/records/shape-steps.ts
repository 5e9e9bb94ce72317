/**
 * How a record's stored shape changes over time, written beside its schema (each record's file
 * lists its steps). The wire's schema version starts at 1; a step raises it by one and says how a
 * row of the shape before becomes a row of the new one, and how the args of a change queued
 * before it (on a phone offline through the update) become args the new rules accept. A device
 * upgrades its stored rows and its queued args when its database opens; the server upgrades its
 * rows when it starts. docs/decisions/0016-record-shapes-and-their-steps.md.
 */

type Fields = Record<string, unknown>;

export interface ShapeStep {
  /** The schema version this step brings: 2 for the first step of all, then 3, ... */
  version: number;
  /** A stored row of the version before, as a row of this version. */
  row?: (row: Fields) => Fields;
  /** Queued args of these mutations (by wire name), made before this version, as args of it. */
  args?: Readonly<Record<string, (args: Fields) => Fields>>;
}

/** Every table's steps, oldest first. */
export type ShapeSteps = Readonly<Record<string, readonly ShapeStep[]>>;

/** The schema version the steps lead to: 1 before any step. */
export function schemaVersionOf(steps: ShapeSteps): number {
  return Object.values(steps)
    .flat()
    .reduce((latest, step) => Math.max(latest, step.version), 1);
}

/**
 * What is wrong with a set of steps, or null: versions must run 2, 3, ... with no gap and no
 * version used twice, or a device could skip an upgrade or apply one twice.
 */
export function shapeStepsProblem(steps: ShapeSteps): string | null {
  const versions = Object.values(steps)
    .flat()
    .map((step) => step.version)
    .sort((a, b) => a - b);
  for (const [index, version] of versions.entries()) {
    if (version !== index + 2) return `Shape step versions must run 2, 3, ... without gaps or repeats; found ${versions.join(', ')}`;
  }
  return null;
}

/** A row of `table` stored at schema version `from`, as a row of the latest version. */
export function upgradeRow(steps: ShapeSteps, table: string, row: Fields, from: number): Fields {
  return (steps[table] ?? []).reduce((current, step) => (step.version > from && step.row ? step.row(current) : current), row);
}

/** Whether any step after `from` changes rows of `table`. */
export function rowsChangeSince(steps: ShapeSteps, table: string, from: number): boolean {
  return (steps[table] ?? []).some((step) => step.version > from && step.row !== undefined);
}

/** The args of mutation `name` queued at schema version `from`, as args of the latest version. */
export function upgradeArgs(steps: ShapeSteps, name: string, args: unknown, from: number): unknown {
  const applicable = Object.values(steps)
    .flat()
    .filter((step) => step.version > from && step.args?.[name] !== undefined)
    .sort((a, b) => a.version - b.version);
  if (applicable.length === 0 || typeof args !== 'object' || args === null) return args;
  return applicable.reduce((current, step) => step.args![name]!(current), args as Fields);
}
