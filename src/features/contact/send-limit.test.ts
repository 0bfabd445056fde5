import { markSent, SEND_INTERVAL_MS, waitBeforeNextSend } from './send-limit';

describe("the site's own pace: one request per 10 s, counted from a success", () => {
  beforeEach(() => localStorage.clear());

  it('lets the first request go', () => {
    expect(waitBeforeNextSend(1_000_000)).toBe(0);
  });

  it('asks to wait the rest of 10 s after a delivery, and nothing after', () => {
    expect(SEND_INTERVAL_MS).toBe(10_000);
    markSent(1_000_000);
    expect(waitBeforeNextSend(1_000_000)).toBe(10_000);
    expect(waitBeforeNextSend(1_002_600)).toBe(7_400);
    expect(waitBeforeNextSend(1_010_000)).toBe(0);
  });

  it('never locks a visitor out when the clock was set back', () => {
    markSent(2_000_000);
    expect(waitBeforeNextSend(1_000_000)).toBe(0);
  });
});
