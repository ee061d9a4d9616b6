import { type ArquivoPaciente, MSG } from '@clinica/contracts';
import { ARQUIVO_MAX_BYTES } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { ZonaArquivos } from '@clinica/ui/zona-arquivos';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { enviarFormulario, FalhaRest } from '../../lib/arquivos-rest';
import { useTRPC } from '../../lib/trpc';
import { BarraProgresso } from './barra-progresso';

const ACEITOS =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ehAceito = (a: File) => /\.(pdf|docx?)$/i.test(a.name);

type Props = { aberto: boolean; idPaciente: number; onFechar: () => void };
type Erros = { arquivo?: string; nome?: string };

/** Upload modal (max width ~600 px): PDF, DOC or DOCX up to 20 MB; the server checks the bytes. */
export function ArquivoUploadDialog({ aberto, idPaciente, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [nome, setNome] = useState('');
  const [observacao, setObservacao] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [enviando, setEnviando] = useState(false);
  const [progresso, setProgresso] = useState<number | null>(null);
  useEffect(() => {
    if (!aberto) return;
    setArquivo(null);
    setNome('');
    setObservacao('');
    setErros({});
  }, [aberto]);

  const escolher = ([a]: File[]) => {
    if (!a) return;
    // An unsupported type is refused and the file cleared (spec 02 §5).
    if (!ehAceito(a)) {
      setArquivo(null);
      setErros((e) => ({ ...e, arquivo: MSG.arquivos.tipoInvalido }));
      return;
    }
    if (a.size > ARQUIVO_MAX_BYTES) {
      setArquivo(null);
      setErros((e) => ({ ...e, arquivo: MSG.arquivos.grande }));
      return;
    }
    setArquivo(a);
    setErros((e) => ({ ...e, arquivo: undefined }));
    if (!nome.trim()) setNome(a.name.replace(/\.[^.]+$/, ''));
  };

  async function enviar() {
    const novos: Erros = {
      arquivo: arquivo ? undefined : MSG.arquivos.selecione,
      nome: nome.trim() ? undefined : MSG.arquivos.nomeObrigatorio,
    };
    setErros(novos);
    if (!arquivo || novos.nome) return;
    setEnviando(true);
    try {
      const form = new FormData();
      form.append('id_paciente', String(idPaciente));
      form.append('nome', nome);
      form.append('observacao', observacao);
      form.append('nome_arquivo', arquivo.name);
      form.append('arquivo', arquivo, arquivo.name);
      await enviarFormulario<ArquivoPaciente>(
        'POST',
        '/api/arquivos',
        form,
        MSG.arquivos.erroSalvar,
        setProgresso,
      );
      toast.success(MSG.arquivos.adicionado);
      queryClient.invalidateQueries(trpc.arquivo.pathFilter());
      onFechar();
    } catch (e) {
      const mensagem = e instanceof FalhaRest ? e.message : MSG.arquivos.erroSalvar;
      if (mensagem === MSG.arquivos.tipoInvalido) {
        setArquivo(null);
        setErros((x) => ({ ...x, arquivo: mensagem }));
      }
      toast.error(mensagem);
    } finally {
      setEnviando(false);
      setProgresso(null);
    }
  }

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      persistent={enviando}
      maxWidth="xl"
      title="Adicionar Arquivo"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={enviando}>
            Cancelar
          </Button>
          <Button onClick={() => void enviar()} loading={enviando}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <ZonaArquivos
          accept={ACEITOS}
          titulo="Arraste um arquivo aqui ou clique para escolher"
          formatos="Formatos aceitos: PDF, DOC, DOCX (até 20 MB)"
          escolhidos={arquivo ? [arquivo] : []}
          error={erros.arquivo}
          onArquivos={escolher}
        />
        <TextField
          label="Nome"
          required
          autoComplete="off"
          value={nome}
          error={erros.nome}
          onChange={(e) => setNome(e.target.value)}
        />
        <TextField
          label="Observações"
          autoComplete="off"
          value={observacao}
          onChange={(e) => setObservacao(e.target.value)}
        />
        {progresso !== null && <BarraProgresso fracao={progresso} />}
      </div>
    </Dialog>
  );
}
