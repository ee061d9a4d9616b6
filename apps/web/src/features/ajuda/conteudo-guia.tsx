import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Typography of the guides' HTML (no typography plugin: the few elements Markdown makes). */
const PROSA = clsx(
  'text-[15px] leading-7 text-slate-700 [overflow-wrap:anywhere]',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&>h2:first-child]:mt-0',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:scroll-mt-24 [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1.5 [&_li]:pl-1',
  '[&_li::marker]:text-teal-600 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-teal-900',
  '[&_a:focus-visible]:outline-none [&_a:focus-visible]:ring-2 [&_a:focus-visible]:ring-teal-500',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[13px] [&_code]:text-slate-800',
  '[&_blockquote]:mb-4 [&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-teal-500 [&_blockquote]:bg-teal-50 [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote]:text-teal-900 [&_blockquote_p]:mb-0',
  '[&_figure]:my-6 [&_figure_img]:h-auto [&_figure_img]:w-full [&_figure_img]:rounded-lg [&_figure_img]:border [&_figure_img]:border-slate-200 [&_figure_img]:bg-slate-50 [&_figure_img]:shadow-sm',
  '[&_figure[data-celular]]:mx-auto [&_figure[data-celular]]:max-w-[260px]',
  '[&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-xs [&_figcaption]:leading-5 [&_figcaption]:text-slate-500',
);

/**
 * A guide's HTML, rendered at build time from the repository's Markdown (trusted, like the
 * bundle). Links to the app's own routes navigate inside the app instead of reloading it.
 */
export function ConteudoGuia({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [, navegar] = useLocation();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const aoClicar = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest('a') : null;
      const href = a?.getAttribute('href');
      if (!href?.startsWith('/') || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) {
        return;
      }
      e.preventDefault();
      navegar(href);
    };
    el.addEventListener('click', aoClicar);
    return () => el.removeEventListener('click', aoClicar);
  }, [navegar]);

  return <div ref={ref} className={clsx(PROSA, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
