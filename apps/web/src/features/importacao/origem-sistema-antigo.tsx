import { importacaoApiSenhaSchema, importacaoApiTokenSchema, MSG } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoTexto } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { EscolhaSegmentada } from '@clinica/ui/escolha-segmentada';
import { erroServidor } from '@clinica/ui/form-dialog';
import { EnvelopeIcon, KeyIcon } from '@heroicons/react/24/outline';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { caminhoImportacao } from './rotulos';

type Acesso = 'token' | 'senha';
type Campos = { origem: 'api'; url: string; token: string; email: string; senha: string };
type Envio = { origem: 'api'; url: string } & ({ token: string } | { email: string; senha: string });

const ACESSOS = [
  { valor: 'token', rotulo: 'Token de acesso', icone: KeyIcon },
  { valor: 'senha', rotulo: 'E-mail e senha', icone: EnvelopeIcon },
] as const;

const resolverToken = zodResolver(importacaoApiTokenSchema) as unknown as Resolver<Campos>;
const resolverSenha = zodResolver(importacaoApiSenhaSchema) as unknown as Resolver<Campos>;

/**
 * From the old system through its own API (issue 39): its address and an access token, or an
 * administrator's e-mail and password there (the server exchanges them once through the old
 * system's login for a token; neither is stored). The password leaves the form's state as soon
 * as it is sent. The server reads the first pages for the preview; nothing is written before the
 * confirmation.
 */
export function OrigemSistemaAntigo() {
  const cliente = useTRPCClient();
  const [, navegar] = useLocation();
  const [acesso, setAcesso] = useState<Acesso>('token');
  // Read by the resolver at each validation (the form keeps the resolver it was created with).
  const acessoAtual = useRef<Acesso>('token');
  const form = useForm<Campos>({
    // Only the chosen way is validated: the other's fields are not asked for.
    resolver: (valores, ctx, opcoes) =>
      (acessoAtual.current === 'token' ? resolverToken : resolverSenha)(valores, ctx, opcoes),
    defaultValues: { origem: 'api', url: '', token: '', email: '', senha: '' },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: Envio) => cliente.importacao.criarApi.mutate(dados),
    sucesso: 'Prévia pronta.',
    erro: MSG.importacao.origemInacessivel,
    aoSalvar: (i) => navegar(caminhoImportacao(i.id)),
    // The old system's refusal goes under what it refused.
    campoDaRecusa: ({ mensagem }) => {
      if (mensagem === MSG.importacao.origemLoginRecusado) return 'senha';
      if (mensagem === MSG.importacao.origemRecusou) return 'token';
      return undefined;
    },
  });
  const enviar = (d: Campos) => {
    const envio: Envio =
      acesso === 'token'
        ? { origem: 'api', url: d.url, token: d.token }
        : { origem: 'api', url: d.url, email: d.email, senha: d.senha };
    // The password is not kept: cleared from the form as it goes (a refusal asks for it again).
    if (acesso === 'senha') form.setValue('senha', '');
    return salvar.enviar(envio);
  };
  const trocar = (a: Acesso) => {
    acessoAtual.current = a;
    setAcesso(a);
    form.clearErrors();
    form.setValue('senha', '');
  };
  return (
    <Card
      title="Do sistema antigo"
      description="O endereço do sistema (com ou sem /api) e um token de acesso de um administrador de lá, ou o e-mail e a senha dele. O token fica guardado só enquanto a importação roda; a senha não é guardada."
    >
      <form onSubmit={form.handleSubmit(enviar)} noValidate className="grid gap-4 sm:grid-cols-2">
        <AlertaFormulario mensagem={erroServidor(form.formState.errors)} className="sm:col-span-2" />
        <CampoTexto
          form={form}
          nome="url"
          label="Endereço"
          placeholder="https://app.antigo.com.br"
          inputMode="url"
          containerClassName="sm:col-span-2"
        />
        <EscolhaSegmentada
          rotulo="Como entrar no sistema antigo"
          opcoes={ACESSOS}
          valor={acesso}
          onChange={trocar}
          className="sm:col-span-2"
        />
        {acesso === 'token' ? (
          <CampoTexto
            form={form}
            nome="token"
            label="Token"
            type="password"
            autoComplete="off"
            containerClassName="sm:col-span-2"
          />
        ) : (
          <>
            <CampoTexto
              form={form}
              nome="email"
              label="E-mail do administrador"
              type="email"
              autoComplete="off"
              inputMode="email"
            />
            <CampoTexto form={form} nome="senha" label="Senha" type="password" autoComplete="off" />
          </>
        )}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" variant="secondary" loading={salvar.salvando}>
            Ler e ver prévia
          </Button>
        </div>
      </form>
    </Card>
  );
}
