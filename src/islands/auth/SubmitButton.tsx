// The forms' main button: stays in the tab order while a call is on its way and says so (aria-busy).
// It submits only once the island is hydrated (../useHydrated.ts).
import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../useHydrated';

export function SubmitButton({ busy, children, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  const hydrated = useHydrated();
  return (
    <button
      type={hydrated ? 'submit' : 'button'}
      aria-busy={busy || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-4 py-3 text-base font-semibold text-white shadow-sm transition hover:brightness-110 aria-busy:cursor-wait aria-busy:opacity-80"
      {...button}
    >
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none" />}
      {children}
    </button>
  );
}
