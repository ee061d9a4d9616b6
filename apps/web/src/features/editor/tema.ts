import type { EditorThemeClasses } from 'lexical';

/** How the editor shows each node while editing (the saved HTML carries structure and inline styles). */
export const TEMA_EDITOR: EditorThemeClasses = {
  paragraph: 'mb-2',
  heading: { h1: 'mb-3 text-2xl font-bold', h2: 'mb-3 text-xl font-bold', h3: 'mb-2 text-lg font-semibold' },
  quote: 'mb-2 border-l-4 border-slate-300 pl-4 text-slate-600 italic',
  list: { ul: 'mb-2 list-disc pl-6', ol: 'mb-2 list-decimal pl-6', listitem: 'mb-1' },
  text: {
    bold: 'font-bold',
    italic: 'italic',
    underline: 'underline',
    strikethrough: 'line-through',
    underlineStrikethrough: '[text-decoration:underline_line-through]',
  },
};
