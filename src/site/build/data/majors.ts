// The hot-major page (spec 1 §2.4): every published major ascending by seq, fetched 10 at a time
// as the page's list shows them, each with its detail, its related certificates (parsed by the
// rule in src/lib/hot-major.ts: the platform may send them as JSON text) and its FAQs by seq.
import { call } from '../../../api/client';
import { allPages } from './all-pages';
import type { components } from '../../../api/schema';
import { parseRelatedCertificates, sortCommonQuestions, type RelatedCertificate } from '../../../lib/hot-major';
import type { FetchContext } from '../loader';

type HotMajor = components['schemas']['HotMajor'];
type CommonQuestion = components['schemas']['CommonQuestion'];

/** Majors per page of the hot-major page's list (spec 1 §2.4). */
export const MAJOR_PAGE_SIZE = 10;
/** Enough to take every FAQ of a major: the page shows them all, so a questionId link always finds its anchor. */
const QUESTION_PAGE_SIZE = 200;

export interface MajorDetail extends Omit<HotMajor, 'relatedCertificate'> {
  relatedCertificates: RelatedCertificate[];
  questions: CommonQuestion[];
}

export async function fetchMajors({ client }: FetchContext) {
  const { pages } = await allPages((current) =>
    call(
      client.POST('/api/universityAdvertise/anyUser/hotMajor/hotMajorPage', {
        body: { current, size: MAJOR_PAGE_SIZE, sort: 'seq', order: 'ascending', model: {} },
      }),
    ),
  );
  const listed: HotMajor[] = pages.flat();

  const majors = await Promise.all(
    listed.map(async ({ id }): Promise<MajorDetail> => {
      const [major, questions] = await Promise.all([
        call(client.GET('/api/universityAdvertise/anyUser/hotMajor/detail', { params: { query: { id } } })),
        call(
          client.POST('/api/universityAdvertise/anyUser/commonQuestion/commonQuestionPage', {
            body: { current: 1, size: QUESTION_PAGE_SIZE, model: { majorId: id } },
          }),
        ),
      ]);
      const { relatedCertificate, ...rest } = major;
      return { ...rest, relatedCertificates: parseRelatedCertificates(relatedCertificate), questions: sortCommonQuestions(questions.records) };
    }),
  );

  return { majors };
}

export type MajorsData = Awaited<ReturnType<typeof fetchMajors>>;
