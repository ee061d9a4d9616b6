import { importacaoApiTokenSchema, MSG } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoTexto } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { erroServidor } from '@clinica/ui/form-dialog';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { caminhoImportacao } from './rotulos';

type Dados = z.output<typeof importacaoApiTokenSchema>;

/**
 * From the old system through its own API (issue 39): its address and an access token. The
 * server reads its first pages for the preview; nothing is written before the confirmation.
 */
export function OrigemSistemaAntigo() {
  const cliente = useTRPCClient();
  const [, navegar] = useLocation();
  const form = useForm({
    resolver: zodResolver(importacaoApiTokenSchema),
    defaultValues: { origem: 'api' as const, url: '', token: '' },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: Dados) => cliente.importacao.criarApi.mutate(dados),
    sucesso: 'Prévia pronta.',
    erro: MSG.importacao.origemInacessivel,
    aoSalvar: (i) => navegar(caminhoImportacao(i.id)),
  });
  return (
    <Card
      title="Do sistema antigo"
      description="O endereço do sistema (com ou sem /api) e um token de acesso de um administrador de lá. O token fica guardado só enquanto a importação roda."
    >
      <form onSubmit={form.handleSubmit(salvar.enviar)} noValidate className="grid gap-4 sm:grid-cols-2">
        <AlertaFormulario mensagem={erroServidor(form.formState.errors)} className="sm:col-span-2" />
        <CampoTexto
          form={form}
          nome="url"
          label="Endereço"
          placeholder="https://app.antigo.com.br"
          inputMode="url"
        />
        <CampoTexto form={form} nome="token" label="Token de acesso" type="password" autoComplete="off" />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" variant="secondary" loading={salvar.salvando}>
            Ler e ver prévia
          </Button>
        </div>
      </form>
    </Card>
  );
}
