import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { ScrollEngineProvider } from '@/motion/scroll-engine-provider';
import { theme } from '@/styles/theme';
import { Modal } from '@/ui/modal/modal';
import { ContactForm } from './contact-form';
import type * as EmailClient from './email-client';
import { requestLine } from './project-request-line';
import type { LineOutcome } from './request-line';
import { markSent } from './send-limit';

const sendProjectRequest = vi.fn();
vi.mock('./email-client', async (importOriginal) => ({
  ...(await importOriginal<typeof EmailClient>()),
  sendProjectRequest: (...args: unknown[]) => sendProjectRequest(...args) as unknown,
}));

function renderModal(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  const onSent = vi.fn();
  const utils = render(
    <ThemeProvider theme={theme}>
      <ScrollEngineProvider>
        <Modal open title="PROJECT REQUEST" onClose={() => undefined}>
          <ContactForm
            amount="10000"
            draftKey="test"
            onSent={onSent}
            onSubmittingChange={() => undefined}
            {...props}
          />
        </Modal>
      </ScrollEngineProvider>
    </ThemeProvider>,
  );
  return { ...utils, onSent };
}

/** The next answer the page's request line reports (the form hears it first: it subscribed first). */
const nextOutcome = () =>
  new Promise<LineOutcome>((resolve) => {
    const stop = requestLine.onOutcome((outcome) => {
      stop();
      resolve(outcome);
    });
  });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

describe('ContactForm', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    sendProjectRequest.mockReset();
  });

  it('shows the title, the three labelled fields with their placeholders, and Close', () => {
    renderModal();
    expect(screen.getByRole('heading', { name: 'PROJECT REQUEST' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('placeholder', 'Enter Name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'Enter email');
    expect(screen.getByLabelText('Project description')).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText('Project description')).toHaveAttribute(
      'placeholder',
      'Enter project description',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('validates in order, focuses the first invalid field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { Name: 'Ada', Email: 'ada@example', 'Project description': 'A site' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(sendProjectRequest).not.toHaveBeenCalled();
  });

  it('sends once per submit, shows the spinner, then reports success and clears the form', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => undefined;
    sendProjectRequest.mockReturnValue(new Promise<void>((r) => (resolve = r)));
    const { onSent } = renderModal();
    await fill(user, { Name: 'Ada', Email: 'ada@example.org', 'Project description': 'A site' });
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    await user.keyboard('{Enter}');
    expect(sendProjectRequest).toHaveBeenCalledTimes(1);
    expect(sendProjectRequest.mock.calls[0]?.[0]).toEqual({
      to_email: expect.any(String) as string,
      from_name: 'Ada',
      from_email: 'ada@example.org',
      message: 'A site',
      amount: '10000',
    });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your request…');
    await act(async () => {
      resolve();
      await Promise.resolve();
    });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(sessionStorage.getItem('contact-draft:test')).toBeNull();
  });

  it('keeps every typed character when sending fails', async () => {
    const user = userEvent.setup();
    sendProjectRequest.mockRejectedValue(new Error('network down'));
    const { onSent } = renderModal();
    await fill(user, { Name: 'Ada', Email: 'ada@example.org', 'Project description': 'A site' });
    const answered = nextOutcome();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The request's own answer, then React's work for it (act), however long either takes.
    expect((await act(() => answered)).type).toBe('failed');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to send your request. Please try again later.',
    );
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Project description')).toHaveValue('A site');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('restores the draft when the modal comes back', async () => {
    const user = userEvent.setup();
    const first = renderModal();
    await fill(user, { Name: 'Grace', 'Project description': 'Compiler docs' });
    first.unmount();
    renderModal();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Project description')).toHaveValue('Compiler docs');
  });

  it('gives a bot that fills the honeypot a success without sending', async () => {
    const user = userEvent.setup();
    const { onSent, container } = renderModal();
    const honeypot = container.querySelector<HTMLInputElement>('#contact-hp-leave-empty');
    if (!honeypot) throw new Error('no honeypot');
    honeypot.value = 'Bot Inc.';
    await fill(user, { Name: 'Bot', Email: 'bot@example.org', 'Project description': 'spam' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(sendProjectRequest).not.toHaveBeenCalled();
  });

  it('says the visitor is offline and sends nothing; says so again when the connection is back', async () => {
    const user = userEvent.setup();
    renderModal();
    await fill(user, { Name: 'Ada', Email: 'ada@example.org', 'Project description': 'Offline' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You are offline, so nothing was sent. Your request is kept here and can be sent as soon as your connection is back.',
      );
      expect(sendProjectRequest).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'You are back online. You can send your request now.',
      );
      expect(screen.getByLabelText('Project description')).toHaveValue('Offline');
    } finally {
      onLine.mockRestore();
    }
  });

  it('after a delivery, asks to wait the seconds that are left before sending another', async () => {
    // The page's clock stands still 2.5 s after the delivery, however long the typing below takes:
    // only Date is faked, so userEvent's own timers run as before.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
      markSent(Date.now() - 2_500);
      const user = userEvent.setup();
      renderModal();
      await fill(user, { Name: 'Ada', Email: 'ada@example.org', 'Project description': 'Again' });
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      // 7.5 s are left of the 10: the visitor is asked to wait 8, the seconds rounded up.
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^You just sent a request\. Please wait 8 seconds before sending another\.$/,
      );
      expect(sendProjectRequest).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a description past the e-mail service's limit, saying how long it may be, and keeps it", async () => {
    const user = userEvent.setup();
    renderModal();
    await fill(user, { Name: 'Ada', Email: 'ada@example.org' });
    const long = 'x'.repeat(60_000);
    fireEvent.change(screen.getByLabelText('Project description'), { target: { value: long } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Please shorten the project description to at most [\d,]+ characters \(it has 60,000\), so that it can be sent\.$/,
    );
    expect(screen.getByLabelText('Project description')).toHaveFocus();
    expect(screen.getByLabelText('Project description')).toHaveValue(long);
    expect(sendProjectRequest).not.toHaveBeenCalled();
  });

  it('locks the fields while its request is in flight', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => undefined;
    sendProjectRequest.mockReturnValue(new Promise<void>((r) => (resolve = r)));
    renderModal();
    await fill(user, { Name: 'Ada', Email: 'ada@example.org', 'Project description': 'Locked' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Project description')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Project description'), ' more');
    expect(screen.getByLabelText('Project description')).toHaveValue('Locked');
    await act(async () => {
      resolve();
      await Promise.resolve();
    });
    expect(screen.getByLabelText('Project description')).not.toHaveAttribute('readonly');
  });
});
