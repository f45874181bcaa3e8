// The kit's button, in the looks the screens share: a pill (the study panel's drawers and the
// confirmations in a Modal; `small` beside a list) or a box (the answering screens' dialogs), each
// primary (the brand), secondary (outlined) or danger (what cannot be undone). A plain <button>,
// type="button" unless told: its label, handlers and data- attributes pass through.
import type { ButtonHTMLAttributes } from 'react';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger';
  shape?: 'pill' | 'small' | 'box';
};

const SHAPES = {
  pill: 'rounded-full px-5 py-2 text-sm',
  small: 'rounded-full px-4 py-1.5 text-sm',
  box: 'rounded-lg px-4 py-2',
};

const VARIANTS = {
  primary: 'bg-brand font-semibold text-white hover:opacity-95',
  secondary: 'border border-slate-300 text-slate-700 hover:bg-slate-50',
  danger: 'bg-rose-600 font-medium text-white hover:bg-rose-700 disabled:cursor-wait',
};

export function Button({ variant = 'primary', shape = 'pill', type = 'button', className, ...props }: ButtonProps) {
  return <button type={type} className={`${SHAPES[shape]} ${VARIANTS[variant]} disabled:opacity-60${className ? ` ${className}` : ''}`} {...props} />;
}
