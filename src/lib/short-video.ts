// The 'people say' and 'micro classroom' short-video sections (spec 1 §9).

export const SHORT_VIDEO_CARD_WIDTH = 230;
export const SHORT_VIDEO_GAP = 16;
export const SHORT_VIDEO_PAGE_SIZE = 8;

export interface ShortVideoTag {
  operationCountNum?: number | string | null;
}

/** Only tags that hold at least one video (operationCountNum over 0). */
export function visibleShortVideoTags<T extends ShortVideoTag>(tags: readonly T[]): T[] {
  return tags.filter((tag) => Number(tag.operationCountNum) > 0);
}

/** How many 230-wide cards with 16 between them fit in the container; always at least one. */
export function waterfallColumns(containerWidth: number): number {
  const columns = Math.floor((containerWidth + SHORT_VIDEO_GAP) / (SHORT_VIDEO_CARD_WIDTH + SHORT_VIDEO_GAP));
  return Number.isFinite(columns) ? Math.max(1, columns) : 1;
}

export interface WaterfallPlacement {
  column: number;
  /** Distance from the top of the list, in the heights' unit. */
  top: number;
}

/**
 * Places cards of the given heights in order, each into the currently shortest column (the
 * leftmost on a tie), so that columns stay level as pages are appended.
 */
export function waterfallPlacements(heights: readonly number[], columns: number): WaterfallPlacement[] {
  const columnHeights = new Array<number>(Math.max(1, Math.floor(columns) || 1)).fill(0);
  return heights.map((height) => {
    const column = columnHeights.indexOf(Math.min(...columnHeights));
    const top = columnHeights[column] as number;
    columnHeights[column] = top + height + SHORT_VIDEO_GAP;
    return { column, top };
  });
}
