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
  // screen). The shell's heading stays on show until the screen is ready.
  startTransition(() => {
    root.render(
      <StrictMode>
        <StudyApp />
      </StrictMode>,
    );
  });
}
