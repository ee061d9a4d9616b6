import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';

/** The marketing page's help dialog (spec 03 §2): where the Facebook pixel id comes from. */
export function AjudaPixelDialog({ aberto, onFechar }: { aberto: boolean; onFechar: () => void }) {
  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      title="Como encontrar o ID do Pixel"
      footer={<Button onClick={onFechar}>Entendi</Button>}
    >
      <ol className="list-decimal space-y-3 pl-5 text-sm text-slate-700">
        <li>
          Acesse o <strong>Gerenciador de Eventos</strong> da Meta (business.facebook.com) com a conta da sua
          empresa.
        </li>
        <li>
          No menu à esquerda, clique em <strong>Fontes de dados</strong> e escolha o seu Pixel (ou crie um em{' '}
          <strong>Conectar dados</strong>).
        </li>
        <li>
          O <strong>ID do Pixel</strong> aparece abaixo do nome, em <strong>Configurações</strong>: um número
          de 15 ou 16 dígitos.
        </li>
        <li>
          Copie o número e cole no campo ID Pixels. A loja passa a registrar visitas e compras no seu Pixel.
        </li>
      </ol>
    </Dialog>
  );
}
