import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from '../link/link';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface CommonProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  /** Shown before the text, e.g. an icon component. */
  icon?: ReactNode;
  children: ReactNode;
}

export type ButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Busy: the button is disabled and announces aria-busy; the text stays so its name does not change. */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

function classes({ variant = 'primary', size = 'medium', fullWidth }: CommonProps, extra?: string) {
  return [styles.button, styles[variant], size === 'large' && styles.large, fullWidth && styles.full, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  fullWidth,
  icon,
  loading,
  children,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes({ variant, size, fullWidth, children }, className)}
      disabled={rest.disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

export type ButtonLinkProps = CommonProps & { href: string; className?: string };

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, fullWidth, icon, children, href, className }: ButtonLinkProps) {
  return (
    <Link href={href} className={classes({ variant, size, fullWidth, children }, className)}>
      {icon}
      {children}
    </Link>
  );
}

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
};

export function IconButton({ label, icon, variant = 'ghost', className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      className={[styles.button, styles[variant], styles.icon, className].filter(Boolean).join(' ')}
    >
      {icon}
    </button>
  );
}
