// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogFooter } from './dialog-footer';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the buttons that end a dialog', () => {
  it('cancel, or do what the dialog asks', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <DialogFooter
        cancelLabel="Cancel"
        onCancel={onCancel}
        confirmLabel="Delete"
        onConfirm={onConfirm}
        confirmVariant="danger"
      />,
    );
    fireEvent.click(button('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(button('Delete'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Never a submit by accident: the dialog's own action is a plain button.
    expect(button('Delete').type).toBe('button');
    expect(button('Cancel').type).toBe('button');
  });

  it('while the call runs: the action is busy, and neither can be tapped', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <DialogFooter
        cancelLabel="Cancel"
        onCancel={onCancel}
        confirmLabel="Delete"
        onConfirm={onConfirm}
        pending
      />,
    );
    expect(button('Delete').disabled).toBe(true);
    expect(button('Delete').getAttribute('aria-busy')).toBe('true');
    expect(button('Cancel').disabled).toBe(true);
    fireEvent.click(button('Delete'));
    fireEvent.click(button('Cancel'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('submits the form it ends when it has no action of its own', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form method="post" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <DialogFooter cancelLabel="Cancel" onCancel={() => undefined} confirmLabel="Send" />
      </form>,
    );
    expect(button('Send').type).toBe('submit');
    fireEvent.click(button('Send'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lets a form that is sending be cancelled when its dialog may close', () => {
    const onCancel = vi.fn();
    render(
      <DialogFooter
        cancelLabel="Cancel"
        onCancel={onCancel}
        confirmLabel="Sending…"
        pending
        cancelWhilePending
      />,
    );
    expect(button('Sending…').disabled).toBe(true);
    fireEvent.click(button('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
