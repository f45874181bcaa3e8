// An id read from the study widget's address (?classId=12): digits only, above zero and a safe
// integer, else none. Every screen reads its ids from the query by this one rule.
export function queryId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
