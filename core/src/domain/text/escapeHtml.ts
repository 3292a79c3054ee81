// Text put into HTML the server writes (mail bodies, the sandbox's 3-D Secure page, a page's
// <title>): none of its characters is read as markup, in an element or in a quoted attribute.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
