import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollEngineContext } from '@/motion/scroll-engine-context';
import { fakeScrollEngine } from '@/motion/fake-scroll-engine';
import { theme } from '@/styles/theme';
import { Modal } from './modal';

const engine = fakeScrollEngine();

function view(open: boolean) {
  return (
    <ThemeProvider theme={theme}>
      <ScrollEngineContext.Provider value={engine}>
        <Modal open={open} title="Get In Touch" onClose={() => undefined}>
          <form>
            <label>
              Name <input name="name" />
            </label>
          </form>
        </Modal>
      </ScrollEngineContext.Provider>
    </ThemeProvider>
  );
}

describe('Modal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens on its first field, chosen by the dialog itself (autofocus), not by a second focus move', () => {
    const marked: boolean[] = [];
    const showModal = vi
      .spyOn(HTMLDialogElement.prototype, 'showModal')
      .mockImplementation(function (this: HTMLDialogElement) {
        this.setAttribute('open', '');
        const field = this.querySelector<HTMLElement>('[autofocus]');
        marked.push(field?.getAttribute('name') === 'name');
        // What a browser's dialog focusing steps do with an autofocus descendant.
        field?.focus();
      });
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(marked).toEqual([true]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // The dialog's own focusing steps moved focus once; the modal did not move it again.
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the first field itself where the dialog does not', () => {
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (
      this: HTMLDialogElement,
    ) {
      this.setAttribute('open', '');
    });
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
