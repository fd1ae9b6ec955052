import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink, buttonClasses } from './button';

describe('buttonClasses', () => {
  it('is a primary, medium pill by default', () => {
    const classes = buttonClasses().split(' ');
    expect(classes).toEqual(
      expect.arrayContaining(['rounded-full', 'px-4', 'py-2', 'bg-clay-700', 'text-white']),
    );
  });

  it.each([
    ['primary', 'bg-clay-700'],
    ['secondary', 'border-clay-300'],
    ['success', 'bg-green-700'],
    ['danger', 'bg-red-700'],
    ['danger-outline', 'border-red-700'],
    ['danger-ghost', 'text-red-700'],
    ['ghost', 'text-ink'],
    ['accent', 'bg-gold'],
  ] as const)('gives the %s variant its colours', (variant, expected) => {
    expect(buttonClasses({ variant }).split(' ')).toContain(expected);
  });

  it('takes the size, the shape and extra layout classes', () => {
    const classes = buttonClasses({ size: 'sm', shape: 'rounded', className: 'w-full' }).split(' ');
    expect(classes).toEqual(expect.arrayContaining(['px-3', 'text-sm', 'rounded-lg', 'w-full']));
    expect(classes).not.toContain('rounded-full');
  });
});

describe('Button', () => {
  it('is type=button unless told otherwise', () => {
    render(
      <form>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('fires a click and forwards native props', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" aria-label="Delete coupon" data-testid="delete" onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete coupon' });
    expect(button).toHaveAttribute('data-testid', 'delete');
    expect(button).toHaveClass('bg-red-700');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('disabled:opacity-60');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('is a link styled as a button', () => {
    renderWithApp(
      <ButtonLink to="/shop" variant="secondary" size="lg">
        Shop
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('href', '/shop');
    expect(link).toHaveClass('border-clay-300', 'px-6');
  });
});
