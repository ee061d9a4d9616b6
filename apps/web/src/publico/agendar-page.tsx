import type { PaginaAgendamento, Reserva, VagaPublica } from '@clinica/contracts';
import { MSG } from '@clinica/contracts/mensagens';
import { Card } from '@clinica/ui/card';
import { Skeleton } from '@clinica/ui/skeleton';
import { MapPinIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'wouter';
import { ehCodigo, mensagemDeErro } from '../lib/erros';
import { consultar, executar } from '../lib/trpc-leve';
import { AgendamentoFeito } from './agendamento-feito';
import { DadosAgendamento, type DadosPaciente } from './dados-agendamento';
import { diaLongo } from './datas-agendamento';
import { EscolhaDeHorario, Opcao } from './escolha-horario';
import { PaginaPublica, SemDados } from './estados-publicos';

const P = MSG.agendamentoPublico;

/** The clinic's logo (or the app's mark), name and address at the top of the booking pages. */
function CabecalhoAgendamento({ clinica }: { clinica: PaginaAgendamento['clinica'] }) {
  const local = [clinica.endereco, [clinica.cidade, clinica.estado].filter(Boolean).join(' - ')]
    .filter(Boolean)
    .join(', ');
  return (
    <header className="flex flex-col items-center gap-2 text-center">
      <img
        src={clinica.imagem_perfil ?? '/icon.svg'}
        alt={clinica.imagem_perfil ? `Logo de ${clinica.nome}` : ''}
        className={clinica.imagem_perfil ? 'h-16 max-w-48 object-contain' : 'size-12'}
      />
      <h1 className="text-xl font-semibold text-slate-900">{clinica.nome}</h1>
      {local && (
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {local}
        </p>
      )}
    </header>
  );
}

function Passo({ n, titulo, children }: { n: number; titulo: string; children: ReactNode }) {
  return (
    <Card title={`${n}. ${titulo}`} bodyClassName="p-4">
      {children}
    </Card>
  );
}

/** /agendar/{slug} and /agendar/{slug}/{idProfissional}: a patient books on their phone, no login. */
export default function AgendarPage() {
  const { slug = '', idProfissional } = useParams<{ slug: string; idProfissional?: string }>();
  const qc = useQueryClient();
  const pagina = useQuery({
    queryKey: ['agendamentoPublico.pagina', slug],
    queryFn: ({ signal }) => consultar('agendamentoPublico', 'pagina', { slug }, signal),
  });
  const fixo = idProfissional ? Number(idProfissional) : null;
  const [idTratamento, setIdTratamento] = useState<number | null>(null);
  // null: not chosen yet; 0: 'Qualquer profissional'.
  const [escolhido, setEscolhido] = useState<number | null>(null);
  const [vaga, setVaga] = useState<VagaPublica | null>(null);
  const [feita, setFeita] = useState<{ reserva: Reserva; vaga: VagaPublica } | null>(null);
  const reservar = useMutation({
    mutationFn: (d: DadosPaciente & { vaga: VagaPublica }) =>
      executar('agendamentoPublico', 'reservar', {
        slug,
        id_tratamento: idTratamento ?? 0,
        id_profissional: d.vaga.id_profissional,
        data_hora: d.vaga.data_hora,
        nome: d.nome,
        celular: d.celular,
        email: d.email,
        cpf: d.cpf,
        consentimento: d.consentimento,
        aceita_marketing: d.aceita_marketing,
        site: d.site,
      }),
    onSuccess: (reserva, d) => setFeita({ reserva, vaga: d.vaga }),
    onError: (e) => {
      // Taken a moment ago: the time goes, the day's fresh slots come, and the page says so.
      if (ehCodigo(e, 'CONFLITO')) {
        setVaga(null);
        void qc.invalidateQueries({ queryKey: ['agendamentoPublico.vagas'] });
        void qc.invalidateQueries({ queryKey: ['agendamentoPublico.dias'] });
      }
    },
  });

  if (pagina.isPending)
    return (
      <PaginaPublica>
        <Skeleton className="mx-auto h-16 w-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-32" />
      </PaginaPublica>
    );
  if (!pagina.data)
    return (
      <PaginaPublica>
        <SemDados
          erro={pagina.error}
          naoEncontrado={P.paginaNaoEncontrada}
          erroBuscar="Não foi possível abrir a página de agendamento."
          onTentar={() => void pagina.refetch()}
          tentando={pagina.isFetching}
        />
      </PaginaPublica>
    );
  const pg = pagina.data;
  const tratamento = pg.tratamentos.find((t) => t.id === idTratamento) ?? null;
  const profissionalFixo = fixo === null ? null : (pg.profissionais.find((p) => p.id === fixo) ?? null);
  const idProf = fixo ?? (escolhido === 0 ? undefined : (escolhido ?? undefined));
  const profPronto = fixo !== null || escolhido !== null;
  if (feita)
    return (
      <PaginaPublica>
        <CabecalhoAgendamento clinica={pg.clinica} />
        <AgendamentoFeito
          reserva={feita.reserva}
          vaga={feita.vaga}
          tratamento={tratamento?.nome ?? ''}
          clinica={pg.clinica}
        />
      </PaginaPublica>
    );
  const conflito = ehCodigo(reservar.error, 'CONFLITO');
  return (
    <PaginaPublica>
      <CabecalhoAgendamento clinica={pg.clinica} />
      <h2 className="text-center text-lg font-semibold text-slate-900">Agende sua consulta</h2>
      {pg.mensagem && (
        <p className="rounded-lg bg-teal-50 p-3 text-sm whitespace-pre-line text-teal-900">{pg.mensagem}</p>
      )}
      {fixo !== null && profissionalFixo === null ? (
        <SemDados
          erro={null}
          naoEncontrado={P.profissionalNaoEncontrado}
          erroBuscar=""
          onTentar={() => {}}
          tentando={false}
        />
      ) : pg.tratamentos.length === 0 ? (
        <p className="text-center text-sm text-slate-600">
          Nenhum tratamento disponível para agendar por aqui. Fale com a clínica.
        </p>
      ) : (
        <>
          <Passo n={1} titulo="Tratamento">
            <div className="space-y-2">
              {pg.tratamentos.map((t) => (
                <Opcao
                  key={t.id}
                  escolhida={t.id === idTratamento}
                  detalhe={t.duracao > 0 ? `${t.duracao} min` : undefined}
                  onClick={() => {
                    setIdTratamento(t.id);
                    setVaga(null);
                    reservar.reset();
                  }}
                >
                  {t.nome}
                </Opcao>
              ))}
            </div>
          </Passo>
          {tratamento && (
            <Passo n={2} titulo="Profissional">
              {profissionalFixo ? (
                <p className="text-sm font-medium text-slate-800">{profissionalFixo.nome}</p>
              ) : (
                <div className="space-y-2">
                  {[{ id: 0, nome: 'Qualquer profissional' }, ...pg.profissionais].map((p) => (
                    <Opcao
                      key={p.id}
                      escolhida={escolhido === p.id}
                      onClick={() => {
                        setEscolhido(p.id);
                        setVaga(null);
                        reservar.reset();
                      }}
                    >
                      {p.nome}
                    </Opcao>
                  ))}
                </div>
              )}
            </Passo>
          )}
          {tratamento && profPronto && (
            <Passo n={3} titulo="Dia e horário">
              {conflito && (
                <p
                  role="alert"
                  className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900"
                >
                  {P.horarioOcupado}
                </p>
              )}
              <EscolhaDeHorario
                key={`${tratamento.id}-${idProf ?? 0}`}
                slug={slug}
                idTratamento={tratamento.id}
                idProfissional={idProf}
                vaga={vaga}
                onVaga={setVaga}
              />
            </Passo>
          )}
          {tratamento && vaga && (
            <Passo n={4} titulo="Seus dados">
              <p className="mb-4 text-sm text-slate-600">
                <span className="first-letter:uppercase">{diaLongo(vaga.data_hora.slice(0, 10))}</span>, às{' '}
                {vaga.hora}, com {vaga.profissional}
              </p>
              <DadosAgendamento
                consentimento={pg.consentimento}
                caixaMarketing={MSG.agendamentoPublico.caixaMarketing(pg.clinica.nome)}
                enviando={reservar.isPending}
                erro={
                  reservar.error && !conflito
                    ? mensagemDeErro(reservar.error, 'Não foi possível agendar. Tente novamente.')
                    : null
                }
                onEnviar={(d) => reservar.mutate({ ...d, vaga })}
              />
            </Passo>
          )}
        </>
      )}
    </PaginaPublica>
  );
}
