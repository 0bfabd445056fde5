import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { vi, type MockInstance } from 'vitest';
import { theme } from '@/styles/theme';
import { ContactUnavailable } from './contact-unavailable';
import { loadContactForm, useContactFormModule } from './use-contact-form-module';

// The form's code, as the host fetches it: here a stand-in that loads at once.
vi.mock('./contact-form', () => ({ ContactForm: () => null }));

/** What the host shows while the form's code could not be fetched: the fallback, and its retry. */
function HostWithoutForm() {
  const form = useContactFormModule({ preload: false, wanted: false });
  return (
    <ThemeProvider theme={theme}>
      <ContactUnavailable draftKey="home" />
      <p>{form.module ? 'form fetched' : 'no form'}</p>
    </ThemeProvider>
  );
}

function connection(online: boolean, onLine: MockInstance<() => boolean>) {
  onLine.mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('ContactUnavailable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers a reload online, says the form comes back when offline; the host fetches it on the same `online` event', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const added = vi.spyOn(window, 'addEventListener');
    render(<HostWithoutForm />);
    // The fallback and the host's retry hear the window through the feature's one listener.
    expect(added.mock.calls.filter(([type]) => type === 'online')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/) as string,
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();

    connection(false, onLine);
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline: the form will load again as soon as your connection is back.',
    );
    expect(screen.getByText('no form')).toBeInTheDocument();

    connection(true, onLine);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    // The fetch the `online` event started: the same promise, settled once its module is in.
    await act(async () => {
      await loadContactForm();
    });
    expect(screen.getByText('form fetched')).toBeInTheDocument();
  });
});
