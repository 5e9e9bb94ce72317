import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('work after the next paint', () => {
  let frames: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once, in the task after the next frame', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(50);
    expect(work).not.toHaveBeenCalled();
    frames.shift()!();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs once anyway when no frame comes, as in a hidden page', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames.shift()!();
    vi.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
