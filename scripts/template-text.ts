// The Danish a visitor reads that is written in code, not in content/: JSX text, the attributes people
// read (aria-label, title, alt, …) and string literals that read as sentences, in worker/pages/, collections/, client/
// and contracts/privacy.ts. The build spell-checks them with the content (scripts/language-check.ts).
// Developer text is left out: console messages, thrown Errors, imports, class names and other code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { Prose } from './language-check.ts';

/** Where template text lives, relative to the repository root. */
export const TEMPLATE_SOURCES = ['worker/pages', 'collections', 'client', 'ui', 'contracts/privacy.ts'];

/** JSX attributes whose value a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'text', 'summary']);
/** Calls whose string arguments are for developers (console.* too). */
const DEVELOPER_CALLS = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'require',
  'fetch',
  'querySelector',
  'querySelectorAll',
  'closest',
  'getElementById',
  'setAttribute',
  'getAttribute',
  'addEventListener',
  'removeEventListener',
  'on',
  'emit',
  'matchMedia',
  'createElement',
]);
/** Characters that only code has. */
const CODE = /[=;{}<>\\/#@_$|`[\]]/;

/** Every .ts/.tsx file under the template sources (tests and generated files excluded). */
export function templateFiles(root: string): string[] {
  const walk = (path: string): string[] => {
    if (/\.(ts|tsx)$/.test(path)) return [path];
    if (/generated|public|styles/.test(path)) return [];
    try {
      return readdirSync(path).flatMap((name) => walk(join(path, name)));
    } catch {
      return [];
    }
  };
  return TEMPLATE_SOURCES.flatMap((source) => walk(join(root, source))).sort();
}

/** One Prose per file that has template text, spelling only (LIX measures pages, not fragments). */
export function templateProse(files: string[], root = process.cwd()): Prose[] {
  return files.flatMap((file) => {
    const text = templateText(readFileSync(file, 'utf8'), file);
    return text ? [{ file: relative(root, file), text, readability: false }] : [];
  });
}

/** The readable strings of one source file, one per line. */
export function templateText(source: string, fileName = 'x.tsx'): string {
  const sf = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText(sf).replace(/\s+/g, ' ').trim();
      if (text) out.push(text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = literalText(node);
      if (readable(node, text)) out.push(text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out.join('\n');
}

/** A literal's text; in a template, each ${…} is a gap between words. */
function literalText(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  if (!ts.isTemplateExpression(node)) return node.text;
  return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
}

function readable(node: ts.Node, text: string): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return false;
  if (ts.isLiteralTypeNode(parent) || ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node))
    return false;
  if (ts.isElementAccessExpression(parent) || ts.isCaseClause(parent) || ts.isBinaryExpression(parent)) return false;
  const attribute = ts.isJsxExpression(parent) ? parent.parent : parent;
  if (ts.isJsxAttribute(attribute)) return READ_ATTRIBUTES.has(attribute.name.getText()) && /\p{L}/u.test(text);
  if (insideDeveloperCall(node)) return false;
  // Other literals count when they read as Danish sentences: two words or more, no code characters,
  // and a capital first letter, a Danish letter or closing punctuation.
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => /^\p{L}{2,}[\p{L}.,!?:;…–-]*$/u.test(w));
  return words.length >= 2 && !CODE.test(text) && /^[A-ZÆØÅ]|[æøåÆØÅ]|[.!?…:]$/.test(text.trim());
}

function insideDeveloperCall(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
      const callee = calleeName(at.expression);
      if (callee.startsWith('console.') || DEVELOPER_CALLS.has(callee.split('.').at(-1)!)) return true;
    }
    if (ts.isBlock(at) || ts.isArrowFunction(at) || ts.isFunctionDeclaration(at)) return false;
  }
  return false;
}

/** `console.error`, `document.querySelector`, `Error`: the callee as written, or '' when it is computed. */
const calleeName = (expression: ts.Expression): string =>
  ts.isIdentifier(expression)
    ? expression.text
    : ts.isPropertyAccessExpression(expression)
      ? `${calleeName(expression.expression)}.${expression.name.text}`
      : '';
