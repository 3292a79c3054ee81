// The hotel's own header and footer HTML (part 1 §3 website_header_html, website_footer_html),
// always through DOMPurify: scripts, event handlers and javascript: links never reach the page.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'] });
}

/**
 * The footer's compiled CSS may restyle its own markup only: no imports, no external resources,
 * nothing that can close the style element.
 */
export function sanitiseCss(css: string): string {
  return css.replace(/<\/?[a-z][^>]*>/gi, '').replace(/@import[^;]*;?/gi, '').replace(/url\s*\([^)]*\)/gi, 'none').replace(/expression\s*\(/gi, '(');
}

export function SafeHtml({ html, className, css }: { html: string; className?: string; css?: string | null }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  const style = useMemo(() => (css ? sanitiseCss(css) : null), [css]);
  return (
    <div className={className}>
      {style && <style>{style}</style>}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </div>
  );
}
