// Who wrote an item of the panel and when (the time hint of src/lib/time-hint.ts).
import type { ReactNode } from 'react';
import { TimeHint } from '../../ui/TimeHint';

export function Author({ name, avatar, time, children }: { name: string; avatar: string | null; time: string; children?: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      {avatar ? <img src={avatar} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" /> : <span aria-hidden="true" className="h-8 w-8 rounded-full bg-slate-200" />}
      <span className="font-medium text-slate-900">{name}</span>
      {children}
      <span className="ml-auto">
        <TimeHint time={time} />
      </span>
    </div>
  );
}
