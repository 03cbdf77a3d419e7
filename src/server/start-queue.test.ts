import { describe, expect, it } from 'vitest';
import { createStartQueue } from './start-queue.ts';

/** A scheduler the test steps by hand: each `turn()` runs what was scheduled before it. */
function manualTurns(): { schedule: (run: () => void) => void; turn: () => void; scheduled: () => number } {
  let next: Array<() => void> = [];
  return {
    schedule: (run) => { next.push(run); },
    turn: () => {
      const now = next;
      next = [];
      for (const run of now) run();
    },
    scheduled: () => next.length,
  };
}

describe('createStartQueue', () => {
  it('runs one start per turn, in the order they were pushed', () => {
    const turns = manualTurns();
    const queue = createStartQueue(turns.schedule);
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c']) queue.push(() => ran.push(name));
    expect(ran).toEqual([]);
    expect(queue.length).toBe(3);
    expect(turns.scheduled()).toBe(1); // one pending turn, not one per start
    turns.turn();
    expect(ran).toEqual(['a']);
    turns.turn();
    expect(ran).toEqual(['a', 'b']);
    turns.turn();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(queue.length).toBe(0);
    expect(turns.scheduled()).toBe(0);
  });

  it('a start pushed while another runs waits for a later turn', () => {
    const turns = manualTurns();
    const queue = createStartQueue(turns.schedule);
    const ran: string[] = [];
    queue.push(() => {
      ran.push('first');
      queue.push(() => ran.push('pushed by first'));
    });
    turns.turn();
    expect(ran).toEqual(['first']);
    turns.turn();
    expect(ran).toEqual(['first', 'pushed by first']);
  });

  it('a start that throws does not stop the ones after it', () => {
    const turns = manualTurns();
    const queue = createStartQueue(turns.schedule);
    const ran: string[] = [];
    queue.push(() => { throw new Error('boom'); });
    queue.push(() => ran.push('after'));
    expect(() => turns.turn()).toThrow('boom');
    turns.turn();
    expect(ran).toEqual(['after']);
  });

  it('starts again after it has emptied', () => {
    const turns = manualTurns();
    const queue = createStartQueue(turns.schedule);
    const ran: number[] = [];
    queue.push(() => ran.push(1));
    turns.turn();
    expect(turns.scheduled()).toBe(0);
    queue.push(() => ran.push(2));
    expect(turns.scheduled()).toBe(1);
    turns.turn();
    expect(ran).toEqual([1, 2]);
  });
});
