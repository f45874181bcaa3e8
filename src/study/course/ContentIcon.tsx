// The type icon of a course item (spec 3 §3 dataType): one outline glyph per kind; the material
// types 20, 90 and 91 share one. Decorative: the row names the kind in text beside it.
import type { ContentKind } from '../../lib/study/data-type';

const GLYPHS: Record<ContentKind, string> = {
  video: 'M4 6h11v12H4z M15 10l5-3v10l-5-3',
  audio: 'M9 18V6l10-2v12 M9 18a3 3 0 1 1-3-3 3 3 0 0 1 3 3z M19 16a3 3 0 1 1-3-3 3 3 0 0 1 3 3z',
  article: 'M6 3h12v18H6z M9 8h6 M9 12h6 M9 16h4',
  document: 'M6 3h8l4 4v14H6z M14 3v4h4 M9 13h6 M9 17h6',
  archive: 'M4 7h16v13H4z M3 4h18v3H3z M10 11h4',
  homework: 'M5 4h14v16H5z M8 9l2 2 4-4 M8 15h8',
  test: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z M9 12l2 2 4-4',
  image: 'M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15 9h.01',
  live: 'M3 7h18v11H3z M8 21h8 M10 10v5l4-2.5z',
  faceToFace: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M2 20c0-3 3-5 6-5s6 2 6 5 M13 16c1-.7 2-1 3-1 3 0 6 2 6 5',
  material: 'M4 5h7l2 2h7v12H4z',
  other: 'M5 5h14v14H5z',
};

export function ContentIcon({ kind }: { kind: ContentKind }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0 text-brand" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" data-content-icon={kind}>
      <path d={GLYPHS[kind]} />
    </svg>
  );
}
