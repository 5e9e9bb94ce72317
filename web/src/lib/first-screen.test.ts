import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module afresh: which screen has shown is per page, so per test here. */
const fresh = async () => {
  vi.resetModules();
  return import('./first-screen');
};

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('start-up work after the first screen', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits until the frame that paints the first screen has gone by', async () => {
    const { afterFirstScreen, firstScreenCommitted } = await fresh();
    const startUp = afterFirstScreen(1000);
    firstScreenCommitted();
    expect(await settled(startUp)).toBe(false);
    for (const frame of frames.splice(0)) frame(0);
    expect(await settled(startUp)).toBe(true);
  });

  it('goes ahead after atMostMs when no screen says it has shown (or the page is hidden)', async () => {
    const { afterFirstScreen } = await fresh();
    const startUp = afterFirstScreen(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(startUp)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(startUp)).toBe(true);
  });
});
