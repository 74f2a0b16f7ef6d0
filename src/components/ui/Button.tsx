import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'confirm-danger' | 'ghost';

/**
 * Destructive actions stay quiet until confirmed: `danger` is an outline in the danger colour for the button that
 * opens a confirmation (Delete, Disconnect), and only `confirm-danger`, the button inside that confirmation,
 * is solid red (docs/design-system.md).
 */
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-strong disabled:bg-accent/50',
  secondary: 'border border-line-strong bg-raised text-ink hover:bg-sunken disabled:opacity-50',
  danger:
    'border border-line-strong bg-raised text-danger hover:border-danger hover:bg-danger-soft disabled:opacity-50',
  'confirm-danger': 'bg-danger-solid text-on-danger hover:bg-danger disabled:bg-danger-solid/50',
  ghost: 'text-ink-muted hover:bg-fill disabled:opacity-50',
};

/** A button's look, also for a link that leads to the next step (an empty state's "Go to projects"). */
export const buttonClass = (variant: Variant = 'primary') =>
  `inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-body font-medium transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]}`;

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={`${buttonClass(variant)} ${className}`} {...props} />;
}
