import { type Cupom, MSG } from '@clinica/contracts';
import { CODIGO_CUPOM_MINIMO, normalizarCodigoCupom } from '@clinica/domain';
import { CampoData, CampoDinheiro, CampoTexto } from '@clinica/ui/campos-form';
import { EscolhaSegmentada } from '@clinica/ui/escolha-segmentada';
import { FormDialog } from '@clinica/ui/form-dialog';
import { TextField } from '@clinica/ui/text-field';
import { BanknotesIcon, ReceiptPercentIcon } from '@heroicons/react/24/outline';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useReiniciarAoAbrir } from '../../../lib/use-reiniciar-ao-abrir';
import { useSalvar } from '../../../lib/use-salvar';
import { type CupomForm, type CupomSaida, cupomForm, paraEntrada, valoresIniciais } from './cupom-form';
import { useCodigoLivre } from './use-codigo-livre';

type Props = { aberto: boolean; cupom: Cupom | null; onFechar: () => void };

const TIPOS = [
  { valor: 'percentage', rotulo: 'Percentual', icone: ReceiptPercentIcon },
  { valor: 'fixed', rotulo: 'Valor fixo', icone: BanknotesIcon },
] as const;

const soCodigo = (t: string) => t.toUpperCase().trimStart();
const soPercentual = (t: string) => t.replace(/[^\d,]/g, '').slice(0, 6);
const soDigitos = (t: string) => t.replace(/\D/g, '').slice(0, 7);

/**
 * The coupon dialog (spec 03 §2, §6, §8): NEW or EDIT. In EDIT the code, discount and type are
 * read-only. The code is trimmed and upper-cased as typed, checked live against the store's
 * coupons; save stays disabled until the check passes.
 */
export function CupomDialog({ aberto, cupom, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const alvo = useRef(cupom);
  if (aberto) alvo.current = cupom;
  const editando = alvo.current !== null;
  const form = useForm<CupomForm, unknown, CupomSaida>({
    resolver: zodResolver(cupomForm(editando)),
    defaultValues: valoresIniciais(cupom),
  });
  const { reset } = form;
  useReiniciarAoAbrir(reset, aberto, cupom?.id ?? null, () => valoresIniciais(cupom));
  const [codigoDigitado, tipo] = useWatch({ control: form.control, name: ['codigo', 'tipo'] });

  const checagem = useCodigoLivre(codigoDigitado, aberto && !editando);
  const codigo = normalizarCodigoCupom(codigoDigitado);
  const erroCodigoAoVivo =
    codigo.length > 0 && codigo.length < CODIGO_CUPOM_MINIMO
      ? MSG.cupons.codigoCurto
      : checagem.livre === false
        ? MSG.cupons.duplicado
        : undefined;
  const bloqueado = !editando && (!checagem.formado || checagem.livre !== true);

  const salvar = useSalvar({
    form,
    salvar: (v: CupomSaida) =>
      alvo.current
        ? cliente.loja.cupom.update.mutate({
            id: alvo.current.id,
            quantidade: v.quantidade,
            validade: v.validade,
          })
        : cliente.loja.cupom.create.mutate(paraEntrada(v)),
    sucesso: editando ? MSG.cupons.atualizado : MSG.cupons.criado,
    erro: MSG.cupons.erroSalvar,
    invalidar: [trpc.loja.cupom.pathFilter()],
    onFechar,
    // A code taken meanwhile: the database's unique index has the last word.
    conflito: 'codigo',
  });

  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      title={editando ? 'Editar Cupom' : 'Novo Cupom'}
      description={editando ? 'Código, desconto e tipo não mudam depois de criados.' : undefined}
      form={form}
      onSubmit={salvar.enviar}
      salvarDesabilitado={bloqueado}
      className="space-y-4"
    >
      <CampoTexto
        form={form}
        nome="codigo"
        label="Código"
        required
        filtro={soCodigo}
        readOnly={editando}
        maxLength={40}
        autoComplete="off"
        className="font-mono uppercase tracking-wide"
        error={erroCodigoAoVivo}
        hint={
          editando
            ? undefined
            : checagem.verificando
              ? 'Verificando...'
              : checagem.livre
                ? 'Código disponível'
                : `Mínimo de ${CODIGO_CUPOM_MINIMO} caracteres: letras, números, hífen ou sublinhado.`
        }
      />
      {editando ? (
        <TextField label="Tipo" value={tipo === 'percentage' ? 'Percentual' : 'Valor fixo'} readOnly />
      ) : (
        <EscolhaSegmentada
          rotulo="Tipo"
          opcoes={TIPOS}
          valor={tipo}
          onChange={(t) => form.setValue('tipo', t)}
        />
      )}
      {tipo === 'percentage' ? (
        <CampoTexto
          form={form}
          nome="percentual"
          label="Desconto (%)"
          required
          inputMode="decimal"
          placeholder="0"
          readOnly={editando}
          filtro={soPercentual}
          endAdornment={<span className="text-sm text-slate-500">%</span>}
        />
      ) : (
        <CampoDinheiro form={form} nome="centavos" label="Desconto" required disabled={editando} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoTexto
          form={form}
          nome="quantidade"
          label="Quantidade"
          required
          inputMode="numeric"
          filtro={soDigitos}
          hint={alvo.current ? `${alvo.current.quantidade_usada} já usados` : undefined}
        />
        <CampoData form={form} nome="validade" label="Validade" required />
      </div>
    </FormDialog>
  );
}
