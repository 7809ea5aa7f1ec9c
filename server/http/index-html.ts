const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Prepares index.html for a prefix: relative asset URLs ('./assets/…', from
 * the build's base './') become `${prefix}/…`, and the SPA learns the prefix
 * from `<meta name="portal-prefix">` ('' when there is none).
 */
export function renderIndexHtml(html: string, prefix: string): string {
  const meta = `<meta name="portal-prefix" content="${escapeAttr(prefix)}">`;
  const rewritten = html.replace(/(\s(?:src|href))="\.\//g, `$1="${prefix}/`);
  return /<head[^>]*>/i.test(rewritten)
    ? rewritten.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
    : `${meta}\n${rewritten}`;
}
