import { type Cupom, cupomInputSchema, MSG } from '@clinica/contracts';
import { CODIGO_CUPOM_MINIMO, normalizarCodigoCupom, type TipoCupom } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { EscolhaSegmentada } from '@clinica/ui/escolha-segmentada';
import { MaskedInput } from '@clinica/ui/masked-input';
import { MoneyInput } from '@clinica/ui/money-input';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { BanknotesIcon, ReceiptPercentIcon } from '@heroicons/react/24/outline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { brParaDia, diaParaBr } from '../../../lib/datas-br';
import { ehCodigo, mensagemDeErro } from '../../../lib/erros';
import { useTRPC } from '../../../lib/trpc';
import { useCodigoLivre } from './use-codigo-livre';

type Props = { aberto: boolean; cupom: Cupom | null; onFechar: () => void };

type Campos = {
  codigo: string;
  tipo: TipoCupom;
  percentual: string;
  centavos: number | null;
  quantidade: string;
  validade: string;
};
type Erros = Partial<Record<'codigo' | 'desconto' | 'quantidade' | 'validade', string>>;

const TIPOS = [
  { valor: 'percentage', rotulo: 'Percentual', icone: ReceiptPercentIcon },
  { valor: 'fixed', rotulo: 'Valor fixo', icone: BanknotesIcon },
] as const;

const iniciais = (c: Cupom | null): Campos => ({
  codigo: c?.codigo ?? '',
  tipo: c?.tipo ?? 'percentage',
  percentual: c && c.tipo === 'percentage' ? String(c.desconto / 100).replace('.', ',') : '',
  centavos: c && c.tipo === 'fixed' ? c.desconto : null,
  quantidade: c ? String(c.quantidade) : '',
  validade: c ? diaParaBr(c.validade) : '',
});

/** '12,5' → 1250 hundredths of a percent; anything else → 0 (the schema's 'obrigatório'). */
const percentualEmCentesimos = (texto: string) => {
  const n = Number(texto.replace(',', '.'));
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/**
 * The coupon dialog (spec 03 §2, §6, §8): NEW or EDIT. In EDIT the code, discount and type are
 * read-only. The code is trimmed and upper-cased as typed, checked live against the store's
 * coupons; save stays disabled until the check passes.
 */
export function CupomDialog({ aberto, cupom, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const alvo = useRef(cupom);
  if (aberto) alvo.current = cupom;
  const editando = alvo.current !== null;
  const [v, setV] = useState<Campos>(() => iniciais(cupom));
  const [erros, setErros] = useState<Erros>({});
  useEffect(() => {
    if (aberto) {
      setV(iniciais(cupom));
      setErros({});
    }
  }, [aberto, cupom]);
  const mudar = <K extends keyof Campos>(k: K, valor: Campos[K]) => setV((a) => ({ ...a, [k]: valor }));

  const checagem = useCodigoLivre(v.codigo, aberto && !editando);
  const codigo = normalizarCodigoCupom(v.codigo);
  const erroCodigoAoVivo =
    codigo.length > 0 && codigo.length < CODIGO_CUPOM_MINIMO
      ? MSG.cupons.codigoCurto
      : checagem.livre === false
        ? MSG.cupons.duplicado
        : undefined;

  const aoSalvar = () => {
    toast.success(editando ? MSG.cupons.atualizado : MSG.cupons.criado);
    queryClient.invalidateQueries(trpc.loja.cupom.pathFilter());
    onFechar();
  };
  const aoFalhar = (e: unknown) => {
    if (ehCodigo(e, 'CONFLITO')) setErros({ codigo: MSG.cupons.duplicado });
    toast.error(mensagemDeErro(e, MSG.cupons.erroSalvar));
  };
  const criar = useMutation(
    trpc.loja.cupom.create.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }),
  );
  const atualizar = useMutation(
    trpc.loja.cupom.update.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }),
  );
  const salvando = criar.isPending || atualizar.isPending;

  const salvar = () => {
    const validade = brParaDia(v.validade) ?? '';
    const desconto = v.tipo === 'percentage' ? percentualEmCentesimos(v.percentual) : (v.centavos ?? 0);
    const quantidade = Number(v.quantidade) || 0;
    const r = cupomInputSchema.safeParse({ codigo: v.codigo, tipo: v.tipo, desconto, quantidade, validade });
    if (!r.success) {
      const novos: Erros = {};
      for (const i of r.error.issues) {
        const campo = i.path[0] as keyof Erros;
        novos[campo] ??= i.message;
      }
      // In EDIT only quantity and validity are the user's to fix.
      setErros(editando ? { quantidade: novos.quantidade, validade: novos.validade } : novos);
      if (!editando || novos.quantidade || novos.validade) return;
    }
    setErros({});
    if (alvo.current) atualizar.mutate({ id: alvo.current.id, quantidade, validade });
    else if (r.success) criar.mutate(r.data);
  };
  const bloqueado = !editando && (!checagem.formado || checagem.livre !== true);

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      persistent
      title={editando ? 'Editar Cupom' : 'Novo Cupom'}
      description={editando ? 'Código, desconto e tipo não mudam depois de criados.' : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button type="submit" form="form-cupom" loading={salvando} disabled={bloqueado}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="form-cupom"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          salvar();
        }}
      >
        <TextField
          label="Código"
          required
          value={v.codigo}
          onChange={(e) => mudar('codigo', e.target.value.toUpperCase().trimStart())}
          readOnly={editando}
          maxLength={40}
          autoComplete="off"
          className="font-mono uppercase tracking-wide"
          error={erros.codigo ?? erroCodigoAoVivo}
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
          <TextField label="Tipo" value={v.tipo === 'percentage' ? 'Percentual' : 'Valor fixo'} readOnly />
        ) : (
          <EscolhaSegmentada rotulo="Tipo" opcoes={TIPOS} valor={v.tipo} onChange={(t) => mudar('tipo', t)} />
        )}
        {v.tipo === 'percentage' ? (
          <TextField
            label="Desconto (%)"
            required
            inputMode="decimal"
            placeholder="0"
            value={v.percentual}
            readOnly={editando}
            onChange={(e) => mudar('percentual', e.target.value.replace(/[^\d,]/g, '').slice(0, 6))}
            endAdornment={<span className="text-sm text-slate-500">%</span>}
            error={erros.desconto}
          />
        ) : (
          <MoneyInput
            label="Desconto"
            required
            valueCents={v.centavos}
            onChange={(c) => mudar('centavos', c)}
            disabled={editando}
            error={erros.desconto}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Quantidade"
            required
            inputMode="numeric"
            value={v.quantidade}
            onChange={(e) => mudar('quantidade', e.target.value.replace(/\D/g, '').slice(0, 7))}
            error={erros.quantidade}
            hint={alvo.current ? `${alvo.current.quantidade_usada} já usados` : undefined}
          />
          <MaskedInput
            mask="data"
            label="Validade"
            required
            value={v.validade}
            onValueChange={(m) => mudar('validade', m)}
            error={erros.validade}
          />
        </div>
      </form>
    </Dialog>
  );
}
