import { MUTATION_ARGS } from '@ninety/api';
import { MUTATION_RULES } from '@ninety/domain';
import { describe, expect, it } from 'vitest';
import * as checklist from './checklist-repo';
import * as dataTransfer from './data-transfer-repo';
import * as goals from './goal-repo';
import type { MutationKind } from './mutation-kind';
import * as quests from './quest-repo';
import * as settings from './settings-repo';
import * as tasks from './task-repo';
import * as water from './water-repo';
import * as weight from './weight-repo';
import * as workouts from './workout-repo';

const isKind = (value: unknown): value is MutationKind =>
  typeof value === 'object' && value !== null && 'name' in value && 'args' in value && 'rules' in value;

/** Every kind the repositories perform with. */
const KINDS = [checklist, dataTransfer, goals, quests, settings, tasks, water, weight, workouts].flatMap((repo) => Object.values(repo).filter(isKind));

describe("the repositories' mutation kinds", () => {
  it('cover every mutation of the registries, once each', () => {
    expect(KINDS.map((kind) => kind.name).sort()).toEqual(Object.keys(MUTATION_ARGS).sort());
  });

  it("are the registries' own args schema and rules for their names", () => {
    for (const kind of KINDS) {
      expect(kind.args, kind.name).toBe(MUTATION_ARGS[kind.name]);
      expect(kind.rules, kind.name).toBe(MUTATION_RULES[kind.name]);
    }
  });
});
