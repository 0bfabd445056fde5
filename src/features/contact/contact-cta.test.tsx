import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { env } from '@/config/env';
import { theme } from '@/styles/theme';
import { ContactCta } from './contact-cta';
import { onContactOpen, type ContactRequest } from './contact-seam';

const request: ContactRequest = {
  amount: '5000',
  packageId: 'frontend-pro',
  context: 'FrontendPro · $5,000 · 4 weeks',
};

function Cta() {
  return (
    <ThemeProvider theme={theme}>
      <ContactCta request={request} aria-describedby="package-frontend-pro">
        Get Started
      </ContactCta>
    </ThemeProvider>
  );
}

describe('ContactCta (a call to action that works without scripts)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('is prerendered as a mailto: link to the agency, its subject naming the package', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Cta />);
    const link = within(container).getByRole('link', { name: 'Get Started' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(env.contactToEmail);
    expect(url.searchParams.get('subject')).toBe('Project request: FrontendPro · $5,000 · 4 weeks');
    expect(link).toHaveAttribute('aria-describedby', 'package-frontend-pro');
  });

  it('becomes the button that opens the modal once the app hydrates the page, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Cta />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Cta />, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).queryByRole('link')).toBeNull();
    const button = within(container).getByRole('button', { name: 'Get Started' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-describedby', 'package-frontend-pro');

    const opened: ContactRequest[] = [];
    const stop = onContactOpen((detail) => opened.push(detail));
    fireEvent.click(button);
    stop();
    expect(opened).toEqual([request]);
  });

  it('is the button from the start when the app renders afresh (no prerendered page)', () => {
    render(<Cta />);
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
