// Copies a folder into another, leaving alone every file whose bytes are already there. The shared
// output of a build (content-hashed bundles, public/ files) is mostly what the last build wrote: a
// file left alone keeps its date, so its .gz and .br copies are not made again (precompress.ts).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const sameBytes = (source: string, target: string) =>
  existsSync(target) && statSync(source).size === statSync(target).size && readFileSync(source).equals(readFileSync(target));

/** Answers how many files were copied. */
export function copyChanged(from: string, to: string): number {
  let copied = 0;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copied += copyChanged(source, target);
    else if (!sameBytes(source, target)) {
      copyFileSync(source, target);
      copied++;
    }
  }
  return copied;
}
