// Pre-compressed copies of the built text files (issue 15 item 3): a .gz and a .br beside every
// page, bundle and other text file of 1 KB or more, so that a web server sends them as they are
// (nginx: gzip_static; the .br needs the brotli_static module) instead of compressing on every
// request. Only files whose copies are missing or older than themselves are compressed again, so a
// rebuild of one school costs its own files and the new bundles.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.m3u8']);
const MIN_BYTES = 1024;

/**
 * Brotli's quality: the best (11) for the content-hashed bundles under _astro/, compressed once and
 * downloaded by every visitor of every school; 7 for pages and the rest, of which 50 schools have
 * thousands, rebuilt often. On the demo school's 106 pages (2.7 MB) 11 takes 2.0 s for 521 KB and
 * 7 takes 0.04 s for 577 KB: 11 made pages a third of a 50-school build.
 */
const brotliQuality = (file: string) => (file.split(path.sep).includes('_astro') ? 11 : 7);

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot folders (build staging, the CSP sources) are never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT.has(path.extname(entry.name).toLowerCase())) yield full;
  }
}

const fresh = (copy: string, mtimeMs: number) => existsSync(copy) && statSync(copy).mtimeMs >= mtimeMs;

/** Writes the missing or stale .gz and .br copies under `dir`; answers how many files were compressed. */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of textFiles(dir)) {
    const { size, mtimeMs } = statSync(file);
    if (size < MIN_BYTES || (fresh(`${file}.gz`, mtimeMs) && fresh(`${file}.br`, mtimeMs))) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: size } }));
    count++;
  }
  return count;
}
