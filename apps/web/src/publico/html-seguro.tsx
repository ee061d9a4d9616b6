import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Shows HTML that the server already sanitized, sanitized once more in the browser
 * (DECISIONS.md 14): nothing a staff member typed can run script on a patient's phone.
 */
export function HtmlSeguro({ html, className }: { html: string; className?: string }) {
  const limpo = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['img', 'style'] }),
    [html],
  );
  return <div className={className ?? 'conteudo-rico'} dangerouslySetInnerHTML={{ __html: limpo }} />;
}
