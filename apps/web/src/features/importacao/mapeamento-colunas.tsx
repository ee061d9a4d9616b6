import { type Importacao, type Mapeamento, MSG } from '@clinica/contracts';
import { CAMPOS_IMPORTACAO_PACIENTE, type CampoImportacao, camposDoTipo } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { SelectField } from '@clinica/ui/select-field';
import { toast } from '@clinica/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { rotuloCampo } from './rotulos';

/** A patient's fields most files have, always shown; the rest behind 'Endereço, RG e observação'. */
const OUTROS_PACIENTE = CAMPOS_IMPORTACAO_PACIENTE.slice(6);

/**
 * Which column fills each field (a patient's, or an appointment's), suggested by the server from the headers (and the
 * clinic's last mapping). A change recomputes the preview from the same file.
 */
export function MapeamentoColunas({ importacao: i }: { importacao: Importacao }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const qc = useQueryClient();
  const [mapa, setMapa] = useState<Mapeamento>(i.mapeamento);
  const [salvando, setSalvando] = useState(false);
  const opcoes = i.cabecalhos.map((c) => ({ value: c, label: c }));
  const mudou = JSON.stringify(mapa) !== JSON.stringify(i.mapeamento);
  const agendas = i.tipo === 'agendas';
  // An appointments' file shows every field: they are few, and most peers' exports have them.
  const principais = agendas ? camposDoTipo('agendas') : CAMPOS_IMPORTACAO_PACIENTE.slice(0, 6);
  const outros = agendas ? [] : OUTROS_PACIENTE;

  const aplicar = async () => {
    setSalvando(true);
    try {
      const r = await cliente.importacao.remapear.mutate({ id: i.id, mapeamento: mapa });
      qc.setQueryData(trpc.importacao.get.queryKey({ id: i.id }), r);
    } catch (e) {
      toast.error(mensagemDeErro(e, MSG.importacao.mapeamentoInvalido));
    } finally {
      setSalvando(false);
    }
  };

  const seletor = (campo: CampoImportacao) => (
    <SelectField
      key={campo}
      label={rotuloCampo(campo, i.tipo)}
      options={opcoes}
      placeholder="— não importar —"
      value={mapa[campo] ?? ''}
      onChange={(e) => {
        const { [campo]: _antes, ...resto } = mapa;
        setMapa(e.target.value ? { ...resto, [campo]: e.target.value } : resto);
      }}
    />
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {agendas
          ? 'Confira de qual coluna da planilha vem cada dado. Paciente, data, hora de início, profissional e tratamento são obrigatórios; CPF ou celular ajudam a achar o paciente (sem cadastro, ele é criado com o celular).'
          : 'Confira de qual coluna da planilha vem cada dado. Nome e celular são obrigatórios.'}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{principais.map(seletor)}</div>
      {outros.length > 0 && (
        <details
          className="group rounded-lg border border-slate-200"
          open={outros.some((c) => i.mapeamento[c])}
        >
          <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium text-slate-700">
            Endereço, RG e observação
          </summary>
          <div className="grid gap-3 border-t border-slate-100 p-4 sm:grid-cols-2 lg:grid-cols-3">
            {outros.map(seletor)}
          </div>
        </details>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={aplicar} loading={salvando} disabled={!mudou}>
          Atualizar prévia
        </Button>
      </div>
    </div>
  );
}
