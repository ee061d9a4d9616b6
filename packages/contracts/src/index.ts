import './zod-pt';

export * from './assinatura';
export * from './auditoria';
export * from './auth';
export * from './cobranca';
export * from './conta';
export * from './erros';
export * from './lista';
export * from './mensagens';
export * from './perfil';
export * from './permissoes';
export * from './registro-simples';
export * from './termo';
export * from './tipo-pagamento';
export * from './tratamento';
export * from './unidade';
export * from './usuario';
