import { TELA_CATEGORIAS } from './definicoes';
import { RegistroSimplesPage } from './registro-simples-page';

export default function CategoriasPage() {
  return <RegistroSimplesPage def={TELA_CATEGORIAS} />;
}
