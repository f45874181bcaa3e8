// The online classroom's choices (spec 3 §2 Online classroom, §3 Online classroom, §9): which
// content opens first, the quality labels of the renditions, where a document is viewed, and
// whether a content shows the like toggle.
import { DATA_TYPE } from './data-type';

export interface ListedContent {
  contentId: number;
  dataType: number;
  /** When the student last opened or studied it (ISO 8601), null when never. */
  studiedTime?: string | null;
}

/**
 * What the classroom opens with (spec 3 §2): the activity's most recently studied video (by
 * studiedTime; on a tie the later one in the list), else the first item. A homework or test first
 * item is shown in the test view.
 */
export function openingContent<T extends ListedContent>(contents: readonly T[]): T | undefined {
  let latest: { content: T; time: number } | undefined;
  for (const content of contents) {
    if (content.dataType !== DATA_TYPE.video || !content.studiedTime) continue;
    const time = Date.parse(content.studiedTime);
    if (Number.isNaN(time)) continue;
    if (!latest || time >= latest.time) latest = { content, time };
  }
  return latest?.content ?? contents[0];
}

/** templateType of a rendition → its height: LD 360P, SD 480P, HD 720P, anything else 1080P. */
export function qualityHeight(templateType: string): 360 | 480 | 720 | 1080 {
  if (templateType === 'LD') return 360;
  if (templateType === 'SD') return 480;
  if (templateType === 'HD') return 720;
  return 1080;
}

/** The quality label of a height (spec 3 §9: 360P, 480P, 720P, 1080P). */
export const qualityLabel = (height: number) => `${height}P`;

/**
 * The configured external document viewer's address for a file: `{url}` in the template is
 * replaced by the encoded file address, or it is appended when the template has no placeholder.
 * undefined without a template: the page offers the plain link.
 */
export function documentViewerUrl(template: string | null | undefined, fileUrl: string): string | undefined {
  const viewer = template?.trim();
  if (!viewer) return undefined;
  const encoded = encodeURIComponent(fileUrl);
  return viewer.includes('{url}') ? viewer.replaceAll('{url}', encoded) : `${viewer}${encoded}`;
}

/** The like toggle is for contents that are neither video nor test (spec 3 §2). */
export function showsLike(dataType: number): boolean {
  return dataType !== DATA_TYPE.video && dataType !== DATA_TYPE.test;
}
