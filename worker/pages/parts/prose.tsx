/** Markdown rendered at build time. */
export function Prose({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered by the build from content/.
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
