import { useEffect } from 'react';

/** The product's name after every page's title, as the browser tab and the history show it. */
const NOME_PRODUTO = 'Clínica';

const tituloDaPagina = (titulo: string | undefined) =>
  titulo ? `${titulo} — ${NOME_PRODUTO}` : NOME_PRODUTO;

/**
 * Sets document.title from the title the route table gives the screen (issue 33): the same name
 * the menu and the page heading use, so a tab, a bookmark and the history say where they lead.
 */
export function useTituloDaPagina(titulo: string | undefined) {
  useEffect(() => {
    document.title = tituloDaPagina(titulo);
  }, [titulo]);
}
