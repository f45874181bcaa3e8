// Comment page sizes (spec 1 §9). The album shows a picture's comments whole, so it asks for one
// page big enough for all of them; a reply panel does the same for its thread.

/** Top-level comments per page, everywhere but the album. */
export const COMMENT_PAGE_SIZE = 10;
/** Top-level comments per page in the album. */
export const ALBUM_COMMENT_PAGE_SIZE = 9999;
/** Replies a reply panel loads when it opens. */
export const REPLY_PAGE_SIZE = 999;
