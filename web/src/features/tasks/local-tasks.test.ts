import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localTasks, tasksOfType } from './local-tasks';

function translations(language: string): unknown {
  const path = fileURLToPath(new URL(`../../locales/${language}/tasks.json`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8'));
}

function lookup(json: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
}

describe('localTasks', () => {
  it('lists the ten tasks of the spec with their rewards and maximum progress', () => {
    expect(localTasks.map(({ type, reward, maxProgress }) => [type, reward, maxProgress])).toEqual([
      ['daily', 10, 1],
      ['daily', 5, 5],
      ['daily', 3, 3],
      ['daily', 2, 5],
      ['weekly', 20, 3],
      ['weekly', 50, 10],
      ['weekly', 30, 5],
      ['special', 100, 1],
      ['special', 200, 7],
      ['special', 150, 10],
    ]);
    expect(new Set(localTasks.map((entry) => entry.id)).size).toBe(10);
  });

  it('start incomplete at zero progress', () => {
    for (const entry of localTasks) {
      expect(entry.completed).toBe(false);
      expect(entry.progress).toBe(0);
    }
  });

  it('groups by type', () => {
    expect(tasksOfType('daily')).toHaveLength(4);
    expect(tasksOfType('weekly')).toHaveLength(3);
    expect(tasksOfType('special')).toHaveLength(3);
  });

  it('has a title and description in both languages', () => {
    for (const language of ['zh-CN', 'en-US']) {
      const json = translations(language);
      for (const entry of localTasks) {
        expect(typeof lookup(json, entry.title), `${language} ${entry.title}`).toBe('string');
        expect(typeof lookup(json, entry.description), `${language} ${entry.description}`).toBe('string');
      }
    }
  });
});
