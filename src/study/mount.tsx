// Loaded by the study page shell (src/site/browser/study-gate.ts) once a student is signed in: the
// widget replaces the shell's pre-built heading and loading note.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudyApp } from './StudyApp';

export function mountStudyApp(container: HTMLElement): void {
  container.dataset.studyMounted = '';
  createRoot(container).render(
    <StrictMode>
      <StudyApp />
    </StrictMode>,
  );
}
