// Reading a local outbox (the dev server's, the e2e suite's, the browser suite's). No test framework
// here: the Playwright suites (through fixtures.ts) and the browser suite both import it.

/** A message as the local outbox stores it. */
export interface StoredMessage {
  template_params: Record<string, unknown>;
  service_id: string;
  template_id: string;
  user_id: string;
}

/** The messages an outbox (dev server or e2e server at `origin`) holds from one sender. */
export async function outboxMessagesFrom(origin: string, email: string): Promise<StoredMessage[]> {
  const all = (await (await fetch(`${origin}/__outbox`)).json()) as StoredMessage[];
  return all.filter((record) => record.template_params.from_email === email);
}
