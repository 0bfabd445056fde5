import { vi } from 'vitest';
import {
  ABANDON_AFTER_MS,
  createRequestLine,
  RequestAbandonedError,
  SLOW_NOTICE_AFTER_MS,
  type LineOutcome,
} from './request-line';

const message = {
  to_email: 'inbox@example.com',
  from_name: 'Ada',
  from_email: 'ada@example.org',
  message: 'A site',
  amount: 0,
};

/** A send whose answer the test gives when it wants. */
function controlledSend() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { send, calls };
}

function setUp() {
  const { send, calls } = controlledSend();
  const line = createRequestLine(send);
  const outcomes: LineOutcome[] = [];
  line.onOutcome((outcome) => outcomes.push(outcome));
  return { line, send, calls, outcomes };
}

describe('the request line (one request at a time, reported as it really ended)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is slow after 15 s and still sending; a success at 25 s is a success', async () => {
    expect(SLOW_NOTICE_AFTER_MS).toBe(15_000);
    const { line, calls, outcomes } = setUp();
    expect(line.start('home', message)).toBe('started');
    expect(line.snapshot()).toEqual({ phase: 'sending', slow: false, key: 'home' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(line.snapshot().slow).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(line.snapshot()).toEqual({ phase: 'sending', slow: true, key: 'home' });
    await vi.advanceTimersByTimeAsync(10_000);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual([{ type: 'sent', key: 'home', message, late: false }]);
    expect(line.snapshot().phase).toBe('idle');
  });

  it('never starts a second request while one is in flight', async () => {
    const { line, send } = setUp();
    line.start('home', message);
    await vi.advanceTimersByTimeAsync(17_000);
    expect(line.start('home', message)).toBe('busy');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports an error answer at once as a failure, and is free again', async () => {
    const { line, calls, outcomes, send } = setUp();
    line.start('home', message);
    const refused = new Error('EmailJS answered 429: Too Many Requests');
    calls[0]?.reject(refused);
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual([{ type: 'failed', key: 'home', error: refused }]);
    expect(line.start('home', message)).toBe('started');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('abandons after 60 s without an answer, and starts nothing new until that request ends', async () => {
    expect(ABANDON_AFTER_MS).toBe(60_000);
    const { line, calls, outcomes, send } = setUp();
    line.start('services:aiminds', message);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ type: 'failed', key: 'services:aiminds' });
    expect((outcomes[0] as { error: unknown }).error).toBeInstanceOf(RequestAbandonedError);
    expect(line.snapshot()).toEqual({ phase: 'abandoned', slow: false, key: 'services:aiminds' });

    // The abandoned request may still be delivered: a retry now would be a duplicate.
    expect(line.start('services:aiminds', message)).toBe('still-open');
    expect(send).toHaveBeenCalledTimes(1);

    // Its late answer is reported as it really ended.
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes[1]).toEqual({ type: 'sent', key: 'services:aiminds', message, late: true });
    expect(line.snapshot().phase).toBe('idle');
  });

  it('frees the line when an abandoned request ends in failure, without a second failure report', async () => {
    const { line, calls, outcomes } = setUp();
    line.start('home', message);
    await vi.advanceTimersByTimeAsync(ABANDON_AFTER_MS);
    calls[0]?.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes.map((outcome) => outcome.type)).toEqual(['failed', 'released']);
    expect(line.start('home', message)).toBe('started');
  });

  it('reports a send that throws at once as a failure', async () => {
    const line = createRequestLine(() => {
      throw new Error('EmailJS service ID is missing: set VITE_EMAILJS_SERVICE_ID');
    });
    const outcomes: LineOutcome[] = [];
    line.onOutcome((outcome) => outcomes.push(outcome));
    line.start('home', message);
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes[0]?.type).toBe('failed');
    expect(line.snapshot().phase).toBe('idle');
  });

  it('tells its subscribers about every change of its snapshot', async () => {
    const { line, calls } = setUp();
    const changes: string[] = [];
    line.subscribe(() => {
      const { phase, slow } = line.snapshot();
      changes.push(`${phase}${slow ? ' slow' : ''}`);
    });
    line.start('home', message);
    await vi.advanceTimersByTimeAsync(SLOW_NOTICE_AFTER_MS);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual(['sending', 'sending slow', 'idle']);
  });
});
