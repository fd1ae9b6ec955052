import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Link, type LinkProps } from '../../lib/router';

/** What the button is for; each role has one look across the shop and the back-office. */
export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'success'
  | 'danger'
  | 'danger-outline'
  | 'danger-ghost'
  | 'ghost'
  | 'accent';

/**
 * sm: table rows and toolbars; md: dialogs and admin forms; lg: a page's actions; xl: the page's
 * main call to action; icon: a square around a lone icon (give it an `aria-label`).
 */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl' | 'icon';

/** 'pill' is the shop's round button, 'rounded' the back-office's squarer one. */
export type ButtonShape = 'pill' | 'rounded';

export interface ButtonStyle {
  /** Default 'primary'. */
  variant?: ButtonVariant | undefined;
  /** Default 'md'. */
  size?: ButtonSize | undefined;
  /** Default 'pill'. */
  shape?: ButtonShape | undefined;
  /** Layout classes (margin, width, flex, shadow); never a colour, padding or radius of its own. */
  className?: string | undefined;
}

// The focus ring is the global `:focus-visible` outline of index.css.
const BASE =
  'inline-flex items-center justify-center gap-2 font-semibold transition disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-clay-700 text-white hover:bg-clay-900',
  secondary: 'border border-clay-300 text-clay-900 hover:bg-clay-100',
  success: 'bg-green-700 text-white hover:bg-green-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  // A second choice that fails or retries, e.g. 'Try again' in an error box.
  'danger-outline': 'border border-red-700 text-red-700 hover:bg-red-100',
  // A row's trash icon.
  'danger-ghost': 'text-red-700 hover:bg-red-50',
  // Quiet: 'Cancel', 'View More', and the icon buttons (close, menu, back).
  ghost: 'text-ink hover:bg-clay-100 hover:text-clay-700',
  // The gold button on the dark footer.
  accent: 'bg-gold text-clay-900 hover:bg-clay-300',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
  lg: 'px-6 py-2.5',
  xl: 'px-8 py-3.5',
  icon: 'p-2',
};

const SHAPES: Record<ButtonShape, string> = {
  pill: 'rounded-full',
  rounded: 'rounded-lg',
};

/** The classes of a button, for what must stay another element (e.g. a file input's label). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  shape = 'pill',
  className,
}: ButtonStyle = {}): string {
  return [BASE, SHAPES[shape], SIZES[size], VARIANTS[variant], className].filter(Boolean).join(' ');
}

type ButtonProps = ComponentProps<'button'> & Omit<ButtonStyle, 'className'>;

/**
 * A `<button>` in one of the shop's looks; `type` is 'button' unless said otherwise. Disabled until
 * its page is hydrated: a server-drawn button has no handler before then (useHydrated).
 */
export function Button({
  variant,
  size,
  shape,
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, shape, className })}
      disabled={disabled || !hydrated}
      {...props}
    />
  );
}

type ButtonLinkProps = LinkProps & Omit<ButtonStyle, 'className'>;

/** A router `Link` that looks like a button (navigation, so not a `<button>`). */
export function ButtonLink({ variant, size, shape, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, shape, className })} {...props} />;
}
