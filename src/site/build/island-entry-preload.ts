// The sign-in islands' entries (src/islands/*/…-entry.ts, what `client:interaction` loads first)
// ask for their form's code and the page's catalogue with dynamic imports, which Vite turns into
// calls of its preload helper: each import's whole module graph is requested at once (issue 28:
// two round trips after the tap instead of a waterfall about six deep). But the helper is a chunk
// of its own, so the entry would first wait for it, a third round trip on a slow link. This plugin
// gives each entry its own few lines that do what the helper does for them (a modulepreload link
// per dependency not yet asked for, then the import), so an entry imports nothing and starts every
// request the moment it arrives. Measured with `npm run bench:first-tap`.
import type { Plugin } from 'vite';

const ENTRY = /[\\/]src[\\/]islands[\\/].+-entry\.ts$/;
// How the minified entry imports Vite's helper: `import{t as e}from"./preload-helper.<hash>.js";`.
const HELPER_IMPORT = /import\{(\w+)(?: as (\w+))?\}from"\.\/(preload-helper\.[\w-]+\.js)";/;

// The helper's signature, (importer, dependencies as base-relative paths); the site's base is '/'.
const PRELOAD = `(f,d)=>{for(const u of d||[]){const h="/"+u;if(!document.querySelector('link[href="'+h+'"]')){const l=document.createElement("link");l.rel=u.endsWith(".css")?"stylesheet":"modulepreload";l.href=h;document.head.appendChild(l)}}return f()}`;

export function islandEntryPreload(): Plugin {
  return {
    name: 'portal:island-entry-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId || !ENTRY.test(chunk.facadeModuleId)) continue;
        const found = HELPER_IMPORT.exec(chunk.code);
        if (!found) continue;
        const [statement, exported, local = exported, file] = found;
        chunk.code = chunk.code.replace(statement, `const ${local}=${PRELOAD};`);
        chunk.imports = chunk.imports.filter((each) => !each.endsWith(`/${file}`) && each !== file);
      }
    },
  };
}
