// A phone drawn in a brand-tinted badge: the preview's download hint and the 'not on PC yet'
// notice both point at the mobile app. `children` draws on the screen.
import type { ReactNode } from 'react';

export function PhoneBadge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={`flex items-center justify-center bg-brand/10 text-brand ${className}`}>
      <svg viewBox="0 0 24 24" className="size-6 fill-none stroke-current" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
        {children}
      </svg>
    </span>
  );
}
