// What a content is, by its dataType (or classroomType), spec 3 §3: the one table the course page,
// the player, the exam screens' labels and the duty rules read.

/** dataType values (spec 3 §3). */
export const DATA_TYPE = { video: 1, audio: 2, article: 3, document: 4, archive: 5, homework: 6, test: 7, image: 8, live: 10, faceToFace: 11 } as const;

/** The material dataTypes: the spec gives them one shared icon and no label of their own. */
const MATERIAL_TYPES: readonly number[] = [20, 90, 91];

export type ContentKind = keyof typeof DATA_TYPE | 'material' | 'other';

const kindOf = new Map<number, ContentKind>(Object.entries(DATA_TYPE).map(([kind, dataType]) => [dataType, kind as ContentKind]));

/** The kind of a content by its dataType (or classroomType); it also names the content's icon. */
export function contentKind(dataType: number | null | undefined): ContentKind {
  if (typeof dataType !== 'number') return 'other';
  return kindOf.get(dataType) ?? (MATERIAL_TYPES.includes(dataType) ? 'material' : 'other');
}
