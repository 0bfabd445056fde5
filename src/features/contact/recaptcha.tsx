import {
  useCallback,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
} from 'react';
import styled from 'styled-components';
import { env } from '@/config/env';
import { contactFormCopy } from '@/content/contact-form';
import { Button } from '@/ui/button/button';
import { inlineLink } from './contact.styles';
import { mailtoHref } from './mailto';
import type { ContactFields } from './validation';

/**
 * EmailJS's own CAPTCHA (a template with "reCAPTCHA V2 verification" on): Google's checkbox widget in
 * the form, its token sent as the `g-recaptcha-response` template parameter, which EmailJS verifies
 * before it spends the quota. Only with `VITE_EMAILJS_RECAPTCHA_SITE_KEY`; the script loads when the
 * modal first opens, never with the page. The build's CSP then allows exactly the
 * origins Google documents (scripts/build/hosting.ts).
 */

/** The template parameter EmailJS reads the token from (reCAPTCHA's own field name). */
export const RECAPTCHA_PARAM = 'g-recaptcha-response';
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** The global function the script calls once `grecaptcha` is ready (its `onload` parameter). */
const ONLOAD = '__agencyRecaptchaReady';
/** The checkbox's width; a narrower form gets Google's compact widget. */
const NORMAL_WIDTH_PX = 304;

interface RecaptchaParameters {
  sitekey: string;
  theme: 'dark' | 'light';
  size: 'normal' | 'compact';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of Google's `grecaptcha` the site uses (explicit rendering). */
export interface RecaptchaApi {
  render: (container: HTMLElement, parameters: RecaptchaParameters) => number;
  reset: (widgetId?: number) => void;
}

type RecaptchaWindow = Window & { grecaptcha?: RecaptchaApi; [ONLOAD]?: () => void };

let loading: Promise<RecaptchaApi> | null = null;

/**
 * Google's `grecaptcha`, its script loaded once per page (a call while it loads waits for the same
 * load). A failed load is forgotten, so the next call tries again.
 */
function loadRecaptcha(): Promise<RecaptchaApi> {
  const page = window as RecaptchaWindow;
  if (loading) return loading;
  if (page.grecaptcha) return Promise.resolve(page.grecaptcha);
  loading = new Promise<RecaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      script.remove();
      delete page[ONLOAD];
      loading = null;
      reject(new Error(reason));
    };
    page[ONLOAD] = () => {
      delete page[ONLOAD];
      loading = null;
      if (page.grecaptcha) resolve(page.grecaptcha);
      else fail('reCAPTCHA loaded without grecaptcha');
    };
    script.src = `${RECAPTCHA_SCRIPT}?onload=${ONLOAD}&render=explicit&hl=en`;
    script.async = true;
    script.addEventListener('error', () => fail(`reCAPTCHA could not be loaded (${script.src})`));
    document.head.append(script);
  });
  return loading;
}

export interface RecaptchaHandle {
  /** The token of a passed check, or null (not ticked yet, expired, or used). */
  token: () => string | null;
  /** After a send: a token is good for one verification, so the visitor ticks again. */
  reset: () => void;
}

type Phase = 'loading' | 'ready' | 'failed';

/** The CAPTCHA widget, with what it is doing said in words (loading, or why it cannot show). */
export function Recaptcha({
  siteKey,
  draft,
  ref,
  onToken,
}: {
  siteKey: string;
  /** What the visitor typed, for the e-mail link offered when the check cannot load. */
  draft: ContactFields;
  ref: Ref<RecaptchaHandle>;
  /** Called when a check passes (the form clears a "please tick" error). */
  onToken: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: RecaptchaApi; id: number } | null>(null);
  const token = useRef<string | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const passed = useEffectEvent((value: string) => {
    token.current = value;
    onToken();
  });

  useImperativeHandle(
    ref,
    () => ({
      token: () => token.current,
      reset: () => {
        token.current = null;
        if (widget.current) widget.current.api.reset(widget.current.id);
      },
    }),
    [],
  );

  // The form is mounted ahead in the closed modal (contact-host.tsx): Google's script is fetched when
  // its dialog first opens, never with the page.
  useEffect(() => {
    let cancelled = false;
    let started = false;
    const dialog = container.current?.closest('dialog') ?? null;
    const load = () =>
      loadRecaptcha().then(
        (api) => {
          const element = container.current;
          if (cancelled || !element || widget.current) return;
          const id = api.render(element, {
            sitekey: siteKey,
            theme: 'dark',
            size:
              element.clientWidth > 0 && element.clientWidth < NORMAL_WIDTH_PX
                ? 'compact'
                : 'normal',
            callback: (value) => passed(value),
            'expired-callback': () => {
              token.current = null;
            },
            'error-callback': () => {
              token.current = null;
            },
          });
          widget.current = { api, id };
          setPhase('ready');
        },
        () => {
          if (!cancelled) setPhase('failed');
        },
      );
    const start = () => {
      if (started || cancelled || (dialog && !dialog.open)) return;
      started = true;
      opened.disconnect();
      void load();
    };
    const opened = new MutationObserver(start);
    if (dialog) opened.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    start();
    return () => {
      cancelled = true;
      opened.disconnect();
    };
  }, [siteKey, attempt]);

  const retry = useCallback(() => {
    setPhase('loading');
    setAttempt((count) => count + 1);
  }, []);
  const copy = contactFormCopy.captcha;
  return (
    <StyledCaptcha>
      <div ref={container} data-testid="recaptcha" hidden={phase === 'failed'} />
      {phase === 'loading' && <StyledNote role="status">{copy.loading}</StyledNote>}
      {phase === 'failed' && (
        <StyledNote role="alert">
          {copy.unavailable}{' '}
          <a href={mailtoHref(env.contactToEmail, { draft })}>{env.contactToEmail}</a>{' '}
          <Button type="button" $variant="ghost" onClick={retry}>
            {copy.retry}
          </Button>
        </StyledNote>
      )}
    </StyledCaptcha>
  );
}

const StyledCaptcha = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};

  /* The widget's own height, kept while it loads: Submit does not jump when it arrives. */
  > div:not([hidden]) {
    min-height: 78px;
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.small};
  ${inlineLink}
`;
