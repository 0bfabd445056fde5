import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { theme } from '@/styles/theme';
import type * as EmailClient from './email-client';
import { ContactForm } from './contact-form';
import { requestLine } from './project-request-line';
import type { RecaptchaApi } from './recaptcha';
import type { LineOutcome } from './request-line';

const SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
const SCRIPT = 'script[src^="https://www.google.com/recaptcha/"]';

// The build's site key, per test (unset: a build without the CAPTCHA).
const build = vi.hoisted(() => ({ siteKey: undefined as string | undefined }));
vi.mock('@/config/recaptcha-env', () => ({
  get recaptchaSiteKey() {
    return build.siteKey;
  },
}));

const sendProjectRequest = vi.fn();
vi.mock('./email-client', async (importOriginal) => ({
  ...(await importOriginal<typeof EmailClient>()),
  sendProjectRequest: (...args: unknown[]) => sendProjectRequest(...args) as unknown,
}));

/** The next answer the page's request line reports (the form hears it first: it subscribed first). */
const nextOutcome = () =>
  new Promise<LineOutcome>((resolve) => {
    const stop = requestLine.onOutcome((outcome) => {
      stop();
      resolve(outcome);
    });
  });

type RenderParameters = Parameters<RecaptchaApi['render']>[1];

/** A local stand-in for Google's widget: a button that passes the check, counting its tokens. */
function standIn() {
  const rendered: RenderParameters[] = [];
  let tokens = 0;
  const api: RecaptchaApi = {
    render: vi.fn((container: HTMLElement, parameters: RenderParameters) => {
      const box = document.createElement('button');
      box.type = 'button';
      box.textContent = 'Stand-in: not a robot';
      box.addEventListener('click', () => parameters.callback(`token-${(tokens += 1)}`));
      container.append(box);
      rendered.push(parameters);
      return rendered.length - 1;
    }),
    reset: vi.fn(),
  };
  return { api, rendered };
}

type TestWindow = Window & { grecaptcha?: RecaptchaApi; __agencyRecaptchaReady?: () => void };

/** What Google's script does when it has loaded: sets `grecaptcha`, then calls `onload`. */
async function scriptArrives(api: RecaptchaApi) {
  const page = window as TestWindow;
  await act(async () => {
    page.grecaptcha = api;
    page.__agencyRecaptchaReady?.();
    await Promise.resolve();
  });
}

function renderForm() {
  return render(
    <ThemeProvider theme={theme}>
      <ContactForm
        amount="10000"
        draftKey="captcha"
        onSent={() => undefined}
        onSubmittingChange={() => undefined}
      />
    </ThemeProvider>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Project description'), 'A site');
}

describe('the CAPTCHA (EmailJS reCAPTCHA v2), in builds with VITE_EMAILJS_RECAPTCHA_SITE_KEY', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    sendProjectRequest.mockReset();
    build.siteKey = SITE_KEY;
    // Each test a new page: no script, no grecaptcha.
    for (const script of document.querySelectorAll(SCRIPT)) script.remove();
    delete (window as TestWindow).grecaptcha;
  });

  it("loads Google's script when the form shows, once, and renders the widget with the site key", async () => {
    const { api } = standIn();
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(0);
    renderForm();
    const scripts = document.querySelectorAll<HTMLScriptElement>(SCRIPT);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(
      'https://www.google.com/recaptcha/api.js?onload=__agencyRecaptchaReady&render=explicit&hl=en',
    );
    expect(screen.getByText('Loading the spam check…')).toBeInTheDocument();

    await scriptArrives(api);
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.render).mock.calls[0]?.[0]).toBe(screen.getByTestId('recaptcha'));
    expect(vi.mocked(api.render).mock.calls[0]?.[1]).toMatchObject({
      sitekey: SITE_KEY,
      theme: 'dark',
    });
    expect(screen.queryByText('Loading the spam check…')).toBeNull();
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(1);
  });

  it('in the modal mounted ahead (closed), loads nothing until the dialog opens', async () => {
    // Whatever the form might put off (a timer, an interval, a frame, an idle callback) runs on a clock
    // the test moves, so "nothing yet" below means nothing after a whole minute, on any machine.
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
      // jsdom has no requestIdleCallback: faked where there is one.
      ignoreMissingTimers: true,
    });
    try {
      render(
        <ThemeProvider theme={theme}>
          <dialog data-testid="modal">
            <ContactForm
              amount={0}
              draftKey="captcha"
              onSent={() => undefined}
              onSubmittingChange={() => undefined}
            />
          </dialog>
        </ThemeProvider>,
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      expect(document.querySelectorAll(SCRIPT)).toHaveLength(0);
      await act(async () => {
        screen.getByTestId('modal').setAttribute('open', '');
        await Promise.resolve();
      });
      expect(document.querySelectorAll(SCRIPT)).toHaveLength(1);
      const { api } = standIn();
      await scriptArrives(api);
      expect(api.render).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the tick before sending, then sends its token as g-recaptcha-response', async () => {
    const user = userEvent.setup();
    const { api } = standIn();
    let resolve: () => void = () => undefined;
    sendProjectRequest.mockReturnValue(new Promise<void>((r) => (resolve = r)));
    renderForm();
    await scriptArrives(api);
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please tick "I\'m not a robot" before sending.',
    );
    expect(sendProjectRequest).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Stand-in: not a robot' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sendProjectRequest).toHaveBeenCalledTimes(1);
    expect(sendProjectRequest.mock.calls[0]?.[0]).toEqual({
      to_email: expect.any(String) as string,
      from_name: 'Ada',
      from_email: 'ada@example.org',
      message: 'A site',
      amount: '10000',
      'g-recaptcha-response': 'token-1',
    });
    expect(api.reset).not.toHaveBeenCalled();
    await act(async () => {
      resolve();
      await Promise.resolve();
    });
    // A token is good once: the next request needs a new tick.
    expect(api.reset).toHaveBeenCalledWith(0);
  });

  it('after a failed send keeps what was typed and asks for a new tick', async () => {
    const user = userEvent.setup();
    const { api } = standIn();
    sendProjectRequest.mockRejectedValue(new Error('EmailJS answered 400: reCAPTCHA invalid'));
    renderForm();
    await scriptArrives(api);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Stand-in: not a robot' }));
    const answered = nextOutcome();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The request's own answer, then React's work for it (act), however long either takes.
    expect((await act(() => answered)).type).toBe('failed');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to send your request. Please try again later.',
    );
    expect(api.reset).toHaveBeenCalledWith(0);
    expect(screen.getByLabelText('Project description')).toHaveValue('A site');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please tick "I\'m not a robot" before sending.',
    );
    expect(sendProjectRequest).toHaveBeenCalledTimes(1);
  });

  it('says when the check cannot load, offers the address with the draft, and tries again', async () => {
    const user = userEvent.setup();
    const { api } = standIn();
    renderForm();
    await fillIn(user);
    await act(async () => {
      document.querySelector(SCRIPT)?.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
    // The failed load was handled within the act above (its rejection runs before the act's await).
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The spam check could not be loaded, so this form cannot send for now. Try again, or write to us at',
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^mailto:[^?]+\?subject=Project%20request%3A%20Ada/);
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(1);
    expect(screen.getByText('Loading the spam check…')).toBeInTheDocument();
    await scriptArrives(api);
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a site key: no script, no widget, and the five fields as before', async () => {
    build.siteKey = undefined;
    sendProjectRequest.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByTestId('recaptcha')).toBeNull();
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(0);
    await fillIn(user);
    const answered = nextOutcome();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Delivered: the form is emptied.
    expect((await act(() => answered)).type).toBe('sent');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(sendProjectRequest.mock.calls[0]?.[0]).not.toHaveProperty('g-recaptcha-response');
    expect(Object.keys(sendProjectRequest.mock.calls[0]?.[0] as object)).toHaveLength(5);
  });
});

describe('the line by Submit', () => {
  it('says where the message goes, and is what Submit is described by', () => {
    build.siteKey = undefined;
    renderForm();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(
      "Sent by EmailJS to our inbox; nothing you write is kept on this site once it's sent.",
    );
  });
});
