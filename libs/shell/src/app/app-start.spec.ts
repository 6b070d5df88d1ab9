import { createStartLatch } from './app-start';

describe('createStartLatch', () => {
  it('holds work until the app has started, then runs it in order, and later work at once', () => {
    const done: string[] = [];
    const latch = createStartLatch();
    latch.whenStarted(() => done.push('held tap'));
    latch.whenStarted(() => done.push('link'));
    expect(done).toEqual([]);
    latch.open();
    expect(done).toEqual(['held tap', 'link']);
    latch.whenStarted(() => done.push('later'));
    expect(done).toEqual(['held tap', 'link', 'later']);
  });
});
