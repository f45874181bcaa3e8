// The class ranking (spec 2 §3 Duty statistics rankIndex, rankTotal): by finished required
// activities, ties by study duration; the defeat rate of rates.ts reads the place it gives.

export interface RankEntry {
  studentId: number;
  finishActivityNum: number;
  studyDurationMs: number;
}

export type Ranked<T extends RankEntry> = T & { rankIndex: number };

/**
 * Places 1…n: more finished required activities first, then more study time. Students equal on
 * both share a place (1, 2, 2, 4), so no one is ranked below a classmate who did exactly as much;
 * they are listed by studentId, so the order is stable.
 */
export function rankStudents<T extends RankEntry>(entries: readonly T[]): Ranked<T>[] {
  const sorted = [...entries].sort(
    (a, b) => b.finishActivityNum - a.finishActivityNum || b.studyDurationMs - a.studyDurationMs || a.studentId - b.studentId,
  );
  const ranked: Ranked<T>[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const tied = previous !== undefined && previous.finishActivityNum === entry.finishActivityNum && previous.studyDurationMs === entry.studyDurationMs;
    ranked.push({ ...entry, rankIndex: tied ? previous.rankIndex : index + 1 });
  });
  return ranked;
}
