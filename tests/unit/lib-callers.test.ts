// Rules live once, in src/lib, and the product calls them (ARCHITECTURE.md; issue 26 item 8): a
// rule that only its unit test calls is dead code, however well tested. Every value export of
// src/lib (a function, a constant, a class) must be imported by the product (src/, scripts/,
// astro.config.mjs; tests do not count) or used by its own module, which the product imports.
// Types are not checked: they run nothing. One module is left out on purpose: the format library
// of spec 1 §5.2 (src/lib/validators.ts), which the spec asks for as a whole table of rules for any
// form to pick from; its forms call some of them, and the rest are the table, not dead copies.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const lib = join(root, 'src/lib');
const FORMAT_LIBRARY = join(lib, 'validators.ts');

function filesUnder(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The TypeScript of a file: an .astro file's frontmatter and script blocks, anything else whole. */
function scriptOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, scriptOf(path), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** The module file a relative specifier names, if it is one of src/lib. */
function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => candidate.startsWith(lib) && existsSync(candidate) && statSync(candidate).isFile());
}

const hasExport = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The value exports a lib module declares, each with its declaring identifier. */
function valueExports(source: ts.SourceFile): Map<string, ts.Identifier> {
  const names = new Map<string, ts.Identifier>();
  for (const statement of source.statements) {
    if (!hasExport(statement)) continue;
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) names.set(statement.name.text, statement.name);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.set(declaration.name.text, declaration.name);
    }
  }
  return names;
}

/** What a product file takes from each lib module: named imports and re-exports, '*' for a whole namespace. */
function importsOf(path: string, found: Map<string, Set<string>>) {
  const source = parse(path);
  const take = (specifier: ts.Expression | undefined, names: string[]) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const target = resolveModule(path, specifier.text);
    if (!target) return;
    const taken = found.get(target) ?? new Set<string>();
    for (const name of names) taken.add(name);
    found.set(target, taken);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      take(node.moduleSpecifier, names);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      take(node.moduleSpecifier, clause && ts.isNamedExports(clause) ? clause.elements.map((element) => (element.propertyName ?? element.name).text) : ['*']);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      take(node.arguments[0], ['*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Whether a module runs its own export somewhere other than where it declares it (a `typeof` in a type runs nothing). */
function usedInside(source: ts.SourceFile, name: string, declaration: ts.Identifier): boolean {
  let used = false;
  const visit = (node: ts.Node) => {
    if (used || ts.isTypeNode(node)) return;
    if (ts.isIdentifier(node) && node.text === name && node !== declaration) used = true;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

function uncalledExports(): string[] {
  const product = [...filesUnder(join(root, 'src'), ['.ts', '.tsx', '.astro', '.mjs']), ...filesUnder(join(root, 'scripts'), ['.ts', '.mjs']), join(root, 'astro.config.mjs')];
  const imported = new Map<string, Set<string>>();
  for (const path of product) importsOf(path, imported);
  const uncalled: string[] = [];
  for (const path of filesUnder(lib, ['.ts']).filter((file) => file !== FORMAT_LIBRARY)) {
    const source = parse(path);
    const taken = imported.get(path) ?? new Set<string>();
    for (const [name, declaration] of valueExports(source)) {
      if (taken.has(name) || taken.has('*') || usedInside(source, name, declaration)) continue;
      uncalled.push(`${relative(root, path)} ${name}`);
    }
  }
  return uncalled.sort();
}

describe('the rules of src/lib', () => {
  // Parsing every file of the product takes a few seconds, more on a busy machine.
  it('are each called by the product, not only by their tests', { timeout: 60_000 }, () => {
    expect(uncalledExports()).toEqual([]);
  });

  it('include the format library, which the check leaves out', () => {
    expect(existsSync(FORMAT_LIBRARY)).toBe(true);
  });
});
