import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** Files in an S3-compatible bucket (issue 21): ARQUIVOS=s3 or, by the name, STORAGE=s3. */
describe('configuração dos arquivos no S3', () => {
  const PG = { DATABASE_URL: 'postgres://u@h/db' };

  it('ARQUIVOS=s3 com o bucket: padrões de região e estilo de caminho', () => {
    expect(loadConfig({ ...PG, ARQUIVOS: 's3', S3_BUCKET: 'clinica-arquivos' }).arquivos).toEqual({
      driver: 's3',
      bucket: 'clinica-arquivos',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      timeoutConexaoMs: 5_000,
      timeoutPedidoMs: 30_000,
    });
  });

  it('STORAGE=s3 é o mesmo que ARQUIVOS=s3; STORAGE=banco é o Postgres', () => {
    const c = loadConfig({
      ...PG,
      STORAGE: 's3',
      S3_BUCKET: 'b-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'sa-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_TIMEOUT_CONEXAO_MS: '2000',
      S3_TIMEOUT_PEDIDO_MS: '60000',
    });
    expect(c.arquivos).toEqual({
      driver: 's3',
      bucket: 'b-1',
      endpoint: 'http://minio:9000',
      region: 'sa-east-1',
      forcePathStyle: true,
      timeoutConexaoMs: 2_000,
      timeoutPedidoMs: 60_000,
    });
    expect(loadConfig({ STORAGE: 'banco' }).arquivos).toEqual({ driver: 'postgres' });
    expect(loadConfig({ ...PG }).arquivos).toEqual({ driver: 'postgres' });
  });

  it.each([
    [{ ARQUIVOS: 's3' }, 'Configuração inválida: S3_BUCKET é obrigatório quando os arquivos ficam no S3'],
    [{ STORAGE: 's3' }, 'Configuração inválida: S3_BUCKET é obrigatório'],
    [
      { ARQUIVOS: 's3', S3_BUCKET: 'Com Espaço' },
      'Configuração inválida: S3_BUCKET deve ser um nome de bucket',
    ],
    [{ ARQUIVOS: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio' }, 'Configuração inválida: S3_ENDPOINT'],
    [{ STORAGE: 'nuvem' }, 'Configuração inválida: STORAGE'],
    [
      { STORAGE: 's3', ARQUIVOS: 'disco', S3_BUCKET: 'b-1' },
      'Configuração inválida: STORAGE diz s3 e ARQUIVOS diz disco',
    ],
  ])('%o para o início com a variável no erro', (env, mensagem) => {
    expect(() => loadConfig({ ...PG, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PG, ...env })).toThrow(mensagem);
  });
});
