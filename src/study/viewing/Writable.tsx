// A control that writes (asks, notes, comments, likes, signs in, closes a target, starts work):
// left out of a head teacher's read-only view of a student's study (spec 2 §6) and of an observer's
// visit to an experience class, which the server would refuse anyway (codes 40301 and 40302).
// Screens wrap such controls in it.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $takesPart } from './stores';

export function Writable({ children }: { children: ReactNode }) {
  return useStore($takesPart) ? <>{children}</> : null;
}
