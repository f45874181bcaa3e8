// A heavy screen's third-party styles (FullCalendar's, plyr's) travel inside its lazy chunk, imported
// with `?inline`, and are added to the page when that chunk first runs, before the screen renders.
// Imported as plain CSS, Vite and Astro put them as render-blocking stylesheets in every study
// page's head (withastro/astro#9495: a client script's lazily imported CSS goes on every page that
// has the script): 48 KB that each study screen waited for, and whose rules every style
// recalculation of every screen matched against. Inline styles are allowed by the site's CSP
// (src/lib/security-headers.ts), and the chunk is cached by the study area's worker, so the
// screen is styled offline too.
export function addScreenStyles(name: string, ...sheets: string[]): void {
  if (typeof document === 'undefined' || document.head.querySelector(`style[data-screen-styles="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset.screenStyles = name;
  style.textContent = sheets.join('\n');
  document.head.append(style);
}
