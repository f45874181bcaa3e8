// The document title of every page (spec 1 §2.2 step 5).
//
// It is returned as a Message, not a string, so that each locale joins the two names its own
// way: Chinese writes them together as the spec does ('XX项目XX学院'), English puts a
// separator between them. Render it with a translator: t(pageTitle(…)).
import type { Message } from '../i18n';

export interface PageTitleInput {
  projectName?: string | null;
  universityName?: string | null;
  /** The page's path; a tenant or base prefix in front of it is allowed ('/demo/query_pc'). */
  path: string;
  /** Whether the page is viewed on a mobile device. */
  isMobile: boolean;
}

const QUERY_PAGE = /\/(query|query_pc|query_h5)(\/|\/index\.html|\.html)?$/;

/** Whether the path is one of the certificate query pages /query, /query_pc, /query_h5. */
export function isQueryPage(path: string): boolean {
  return QUERY_PAGE.test(path.split(/[?#]/)[0] as string);
}

export const DEFAULT_TITLE: Message = { key: 'common.defaultTitle' };

/**
 * projectName plus universityName; on a query page on a mobile device the university name only;
 * whichever name exists when one is empty; the default title when the result is empty.
 */
export function pageTitle({ projectName, universityName, path, isMobile }: PageTitleInput): Message {
  const university = universityName?.trim() ?? '';
  const project = isMobile && isQueryPage(path) ? '' : (projectName?.trim() ?? '');
  if (project && university) return { key: 'display.pageTitle.full', params: { projectName: project, universityName: university } };
  const name = project || university;
  return name ? { key: 'display.pageTitle.name', params: { name } } : DEFAULT_TITLE;
}
