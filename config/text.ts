// How the build and the agent report a problem in a content file, and how they fill the {tokens} in
// its text: one format and one pattern, so a message or a token reads the same wherever it is checked.

/** A validation problem as "<file>: <field path>: <what is wrong>"; a problem with the whole file names "(root)". */
export function problemMessage(where: string, issue: { path: readonly PropertyKey[]; message: string }): string {
  return `${where}: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`;
}

/** The tokens text may hold: {product}, {maxMinutes} … (letters only, so other braces are left alone). */
const TOKEN = /\{([A-Za-z]+)\}/g;

/** Replaces each {token} with its value; an unknown one is passed to `unknown`, whose answer takes its place. */
export function fillTokens(text: string, tokens: Record<string, string>, unknown: (token: string) => string): string {
  return text.replace(TOKEN, (token, name: string) => (Object.hasOwn(tokens, name) ? tokens[name]! : unknown(token)));
}
