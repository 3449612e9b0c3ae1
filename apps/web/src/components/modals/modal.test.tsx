import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Button } from '../ui/button';
import { renderWithProviders } from '../ui/test-utils';
import { Modal, type ModalProps } from './modal';

function renderModal(props: Partial<ModalProps> = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <Modal open onClose={onClose} title="Sign in" {...props}>
      {props.children ?? <input aria-label="Username" />}
    </Modal>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
}

describe('Modal', () => {
  afterEach(cleanup);

  it('closes on Escape when closable', () => {
    const { onClose, dialog } = renderModal();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape and shows no close button when not closable', () => {
    const { onClose, dialog } = renderModal({ closable: false });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes with its translated close button', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when the backdrop is clicked', async () => {
    const { onClose, dialog } = renderModal();
    // The outside-click listener is attached on the next task after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const backdrop = dialog.parentElement!;
    fireEvent.pointerDown(backdrop);
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('runs the default action when Enter is pressed in a field', () => {
    const defaultAction = vi.fn();
    renderModal({ defaultAction });
    fireEvent.keyDown(screen.getByLabelText('Username'), { key: 'Enter' });
    expect(defaultAction).toHaveBeenCalledTimes(1);
  });

  it('presses the button marked as default when Enter is pressed', () => {
    const confirm = vi.fn();
    renderModal({
      children: (
        <>
          <input aria-label="Amount" />
          <Button variant="secondary">Cancel</Button>
          <Button isDefault onClick={confirm}>
            Confirm
          </Button>
        </>
      ),
    });
    fireEvent.keyDown(screen.getByLabelText('Amount'), { key: 'Enter' });
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter alone inside a textarea', () => {
    const defaultAction = vi.fn();
    renderModal({ defaultAction, children: <textarea aria-label="Message" /> });
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter' });
    expect(defaultAction).not.toHaveBeenCalled();
  });

  it('locks page scroll while open and returns focus to the opener on close', () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Notice">
            <p>Hello</p>
          </Modal>
        </>
      );
    }
    vi.useFakeTimers();
    try {
      renderWithProviders(<Harness />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      expect(
        document.body.style.overflow === 'hidden' ||
          document.body.hasAttribute('data-scroll-locked'),
      ).toBe(true);
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      vi.runAllTimers();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    } finally {
      vi.useRealTimers();
    }
  });
});
