import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ScrollEngineProvider } from '@/motion/scroll-engine-provider';
import { initialLoaderState } from '@/state/loader-machine';
import { ShellStateContext } from '@/state/shell-state';
import { theme } from '@/styles/theme';
import { ContactHost } from './contact-host';
import { openContact } from './contact-seam';
import { loadContactForm } from './use-contact-form-module';

/**
 * The host on a page whose loader has gone (so the form's code is fetched at idle). The form's code is
 * in (beforeEach): the host mounts the form ahead in a transition, which the render's act has run.
 */
function renderHost(variant: 'home' | 'services') {
  return render(
    <ThemeProvider theme={theme}>
      <ScrollEngineProvider>
        <ShellStateContext.Provider value={{ ...initialLoaderState, phase: 'idle' }}>
          <ContactHost variant={variant} />
        </ShellStateContext.Provider>
      </ScrollEngineProvider>
    </ThemeProvider>,
  );
}

/** The form's fields, closed dialog included (a closed <dialog> hides them from roles). */
const nameField = (container: HTMLElement) => container.querySelector<HTMLInputElement>('#name');

describe('ContactHost', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    // The form's code, as the page has it after the idle fetch.
    await loadContactForm();
  });

  it('mounts the form closed before the first click, so opening it mounts nothing', () => {
    const { container } = renderHost('home');
    expect(nameField(container)).not.toBeNull();
    const mounted = nameField(container);
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');

    act(() => {
      openContact({ amount: 0 });
    });

    // Open (its opening motion starts from opacity 0, so not "visible" on jsdom's clock).
    expect(screen.getByRole('dialog', { name: 'Get In Touch' })).toHaveAttribute('open');
    // The very element that was mounted ahead, now focused: the click only showed the dialog.
    expect(screen.getByLabelText('Name')).toBe(mounted);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it("keeps each package's draft apart in the one mounted form", async () => {
    const user = userEvent.setup();
    const { container } = renderHost('services');
    expect(nameField(container)).not.toBeNull();
    const open = (packageId: string) =>
      act(() => {
        openContact({ amount: '1000', packageId, context: `Package ${packageId}` });
      });

    open('frontend');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    open('ai');
    expect(screen.getByText('Package ai')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    open('frontend');
    expect(screen.getByText('Package frontend')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    open('ai');
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
  });

  it("forgets one package's error when another package's form is shown", async () => {
    const user = userEvent.setup();
    renderHost('services');
    expect(document.querySelector('#name')).not.toBeNull();
    act(() => {
      openContact({ amount: '1000', packageId: 'frontend' });
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    act(() => {
      openContact({ amount: '3000', packageId: 'ai' });
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
