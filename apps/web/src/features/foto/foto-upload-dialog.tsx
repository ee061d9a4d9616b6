import { type Foto, MSG, type PacienteOpcao } from '@clinica/contracts';
import { FOTO_MAX_BYTES } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { ZonaArquivos } from '@clinica/ui/zona-arquivos';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { enviarFormulario, FalhaRest, miniaturaDe } from '../../lib/arquivos-rest';
import { useTRPC } from '../../lib/trpc';
import { BarraProgresso } from '../arquivo-paciente/barra-progresso';
import { PacienteAutocomplete } from '../paciente/paciente-autocomplete';

type Props = {
  aberto: boolean;
  onFechar: () => void;
  /** The patient tab: one photo of this patient. Without it (the photos page): files and a patient. */
  idPaciente?: number;
};

type Erros = { arquivo?: string; nome?: string; paciente?: string };
const semExtensao = (nome: string) => nome.replace(/\.[^.]+$/, '');

/** Upload: drag and drop or choose; JPG, PNG or GIF up to 10 MB (the server checks the bytes). */
export function FotoUploadDialog({ aberto, onFechar, idPaciente }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const varios = idPaciente === undefined;
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [nome, setNome] = useState('');
  const [observacao, setObservacao] = useState('');
  const [paciente, setPaciente] = useState<PacienteOpcao | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [enviando, setEnviando] = useState(false);
  const [progresso, setProgresso] = useState<number | null>(null);
  useEffect(() => {
    if (!aberto) return;
    setArquivos([]);
    setNome('');
    setObservacao('');
    setPaciente(null);
    setErros({});
  }, [aberto]);

  const escolher = (lista: File[]) => {
    const escolhidos = varios ? lista : lista.slice(0, 1);
    if (escolhidos.some((a) => !a.type.startsWith('image/'))) {
      setErros((e) => ({ ...e, arquivo: MSG.fotos.apenasImagens }));
      return;
    }
    if (escolhidos.some((a) => a.size > FOTO_MAX_BYTES)) {
      setErros((e) => ({ ...e, arquivo: MSG.fotos.grande }));
      return;
    }
    setArquivos(escolhidos);
    setErros((e) => ({ ...e, arquivo: undefined }));
    if (!varios && escolhidos[0] && !nome.trim()) setNome(semExtensao(escolhidos[0].name));
  };

  async function enviar() {
    const alvo = idPaciente ?? paciente?.id;
    const novos: Erros = {
      arquivo: arquivos.length === 0 ? MSG.fotos.selecione : undefined,
      nome: !varios && !nome.trim() ? MSG.fotos.nomeObrigatorio : undefined,
      paciente: varios && !alvo ? MSG.geral.campoObrigatorio : undefined,
    };
    setErros(novos);
    if (novos.arquivo || novos.nome || novos.paciente || !alvo) {
      if (varios) toast.error(MSG.fotos.preenchaTodos);
      return;
    }
    setEnviando(true);
    try {
      for (const [i, a] of arquivos.entries()) {
        const form = new FormData();
        form.append('id_paciente', String(alvo));
        form.append('nome', varios ? semExtensao(a.name) : nome);
        form.append('observacao', observacao);
        form.append('nome_arquivo', a.name);
        form.append('foto', a, a.name);
        const miniatura = await miniaturaDe(a);
        if (miniatura) form.append('miniatura', miniatura, 'miniatura.jpg');
        await enviarFormulario<Foto>('POST', '/api/fotos', form, MSG.fotos.erroSalvar, (f) =>
          setProgresso((i + f) / arquivos.length),
        );
      }
      toast.success(MSG.fotos.adicionada);
      onFechar();
    } catch (e) {
      toast.error(e instanceof FalhaRest ? e.message : MSG.fotos.erroSalvar);
    } finally {
      setEnviando(false);
      setProgresso(null);
      queryClient.invalidateQueries(trpc.foto.pathFilter());
    }
  }

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      persistent={enviando}
      maxWidth="xl"
      title={varios ? 'Adicionar Fotos' : 'Adicionar Foto'}
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
          accept="image/jpeg,image/png,image/gif"
          multiple={varios}
          titulo={
            varios
              ? 'Arraste as fotos aqui ou clique para escolher'
              : 'Arraste uma foto aqui ou clique para escolher'
          }
          formatos="Formatos aceitos: JPG, PNG, GIF (até 10 MB)"
          escolhidos={arquivos}
          error={erros.arquivo}
          onArquivos={escolher}
        />
        {varios && (
          <PacienteAutocomplete
            label="Paciente"
            value={paciente}
            onChange={setPaciente}
            error={erros.paciente}
          />
        )}
        {!varios && (
          <TextField
            label="Nome"
            required
            autoComplete="off"
            value={nome}
            error={erros.nome}
            onChange={(e) => setNome(e.target.value)}
          />
        )}
        <TextField
          label="Observação"
          autoComplete="off"
          value={observacao}
          onChange={(e) => setObservacao(e.target.value)}
        />
        {progresso !== null && <BarraProgresso fracao={progresso} />}
      </div>
    </Dialog>
  );
}
