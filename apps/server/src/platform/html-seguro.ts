import sanitizeHtml from 'sanitize-html';

const COR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*[\d.]+\s*)?\)$/i];

const BLOCOS_ESTRANHOS = [
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'address',
  'figure',
  'figcaption',
  'pre',
  'dl',
  'dt',
  'dd',
  'tr',
  'center',
  'form',
  'fieldset',
  'details',
  'summary',
];

/**
 * What the term editor may produce, and nothing else (DECISIONS.md 14): text structure,
 * the toolbar's inline styles with whitelisted values, and http(s)/mailto links. No
 * script, no event handler, no iframe, no javascript: URL survives.
 */
const OPCOES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'span',
    'ol',
    'ul',
    'li',
    'blockquote',
    'a',
    'sub',
    'sup',
    'code',
  ],
  allowedAttributes: { '*': ['style'], a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/],
      'font-family': [/^[\w\s,'"-]{1,80}$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)(\s+(underline|line-through))?$/],
      color: COR,
      'background-color': COR,
      'padding-inline-start': [/^\d{1,3}px$/],
    },
  },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    // Blocks the editor doesn't make (pasted from Word or a web page, or sent through the API)
    // become paragraphs, and table cells spans followed by a space: discarding them, as with any
    // other unknown tag, glued the words on either side ('antes<div>bloco</div>depois' →
    // 'antesblocodepois').
    ...Object.fromEntries(BLOCOS_ESTRANHOS.map((t) => [t, 'p'])),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizarHtml(html: string): string {
  // A table cell goes with its tag: a space after its text keeps the next cell's words apart.
  return sanitizeHtml(html.replace(/<\/(td|th)\s*>/gi, ' $&'), OPCOES).trim();
}

/** Where words stop: a block opens or closes, a line breaks, a table cell ends. */
const FRONTEIRA_DE_BLOCO =
  /<\/?(p|h\d|li|ul|ol|blockquote|div|section|article|header|footer|main|aside|nav|address|figure|figcaption|pre|dl|dt|dd|table|thead|tbody|tfoot|tr|td|th|center|form|fieldset|details|summary)\b[^>]*>|<br\s*\/?>/gi;

/** The words of an HTML fragment: for search and the 50-character preview. */
export function textoDoHtml(html: string): string {
  return sanitizeHtml(html.replace(FRONTEIRA_DE_BLOCO, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
