// Hot majors and the common questions of a major or a training project (spec 1 §2.4, §2.5).

export interface RelatedCertificate {
  name: string;
  /** The certificate's previewable image. */
  url: string;
}

function toRelatedCertificate(item: unknown): RelatedCertificate | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { name, url } = item as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const certificate = { name: text(name), url: text(url) };
  return certificate.name || certificate.url ? certificate : undefined;
}

/**
 * relatedCertificate arrives as a list or as the JSON text of one. Bad JSON, anything that is not
 * a list, and entries with neither a name nor a url give nothing rather than an error.
 */
export function parseRelatedCertificates(value: unknown): RelatedCertificate[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map(toRelatedCertificate).filter((item): item is RelatedCertificate => item !== undefined);
}

export interface SortableQuestion {
  seq?: number | string | null;
}

const seqOf = (question: SortableQuestion) => {
  const { seq } = question;
  const n = seq === null || seq === undefined || seq === '' ? NaN : Number(seq);
  return Number.isFinite(n) ? n : Infinity;
};

/** Ascending by seq, items without seq last in their original order. Returns a new array. */
export function sortCommonQuestions<T extends SortableQuestion>(questions: readonly T[]): T[] {
  return [...questions].sort((a, b) => {
    const x = seqOf(a);
    const y = seqOf(b);
    return x === y ? 0 : x < y ? -1 : 1;
  });
}
