// Loaded by the study page shell (src/site/browser/study-gate.ts) once a student is signed in: the
// widget replaces the shell's pre-built heading and loading note.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudyApp } from './StudyApp';

export function mountStudyApp(container: HTMLElement): void {
  container.dataset.studyMounted = '';
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices and yields between them, instead
  // of one long task that holds a phone's first tap (issue 28: the main thread before the first
  // screen). The shell's heading stays on show until the screen is ready. Kept because measured
  // (26 Nov, traces of the renderer's CPU time, 3 loads each): my learning 3 tasks over 12.5 ms
  // instead of 5, the class home 4–5 instead of 5–8, the same total; the screens' later long tasks
  // (their data arriving through nanostores' useSyncExternalStore) render synchronously either way.
  startTransition(() => {
    root.render(
      <StrictMode>
        <StudyApp />
      </StrictMode>,
    );
  });
}
