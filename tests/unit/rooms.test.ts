// The public site's islands and the study widget share the React kit in src/ui and never import
// each other (README "Layout"; issue 26 item 1), not even lazily: a dynamic import() crosses the
// wall as surely as a static one. What one needs of the other is handed in by the page that loads
// both (src/site/browser), as the header hands the exam's sender of unsent answers to log out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

// import … from '…', export … from '…', import('…'), import '…'
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Every import of `from` (files under src/<from>) that lands in src/<into>, as "file -> specifier". */
function importsAcross(from: string, into: string): string[] {
  const target = join(root, 'src', into) + '/';
  return filesUnder(join(root, 'src', from)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => match[1]!)
      .filter((specifier) => specifier.startsWith('.') && `${resolve(dirname(file), specifier)}/`.startsWith(target))
      .map((specifier) => `${relative(root, file)} -> ${specifier}`),
  );
}

describe('rooms', () => {
  it('the islands import nothing of the study widget', () => {
    expect(importsAcross('islands', 'study')).toEqual([]);
  });

  it('the study widget imports nothing of the islands', () => {
    expect(importsAcross('study', 'islands')).toEqual([]);
  });
});
