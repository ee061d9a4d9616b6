import { TELA_BANCOS } from './definicoes';
import { RegistroSimplesPage } from './registro-simples-page';

export default function BancosPage() {
  return <RegistroSimplesPage def={TELA_BANCOS} />;
}
