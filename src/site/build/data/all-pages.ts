// Every page of a paged list, as the API pages it: the build pre-renders one file per page, so it
// walks the pages the same way a visitor would, keeping the API's order and page boundaries.

interface Page<T> {
  records: T[];
  total: number;
  pages: number;
}

/** Fetches page 1, 2, … until the API's last page (or an empty one); pages[0] is page 1. */
export async function allPages<T>(fetchPage: (current: number) => Promise<Page<T>>): Promise<{ pages: T[][]; total: number }> {
  const pages: T[][] = [];
  let total = 0;
  for (let current = 1; ; current += 1) {
    const page = await fetchPage(current);
    total = page.total;
    if (page.records.length > 0) pages.push(page.records);
    if (current >= page.pages || page.records.length === 0) break;
  }
  return { pages, total };
}
