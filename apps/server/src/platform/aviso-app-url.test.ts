import { describe, expect, it } from 'vitest';
import { avisoAppUrl } from './aviso-app-url';

describe('aviso do APP_URL no início', () => {
  it('avisa quando o APP_URL ficou no padrão, com a porta e um exemplo', () => {
    const aviso = avisoAppUrl({ appUrl: null, port: 3000 });
    expect(aviso).toContain('APP_URL não foi definida');
    expect(aviso).toContain('http://localhost:3000');
    expect(aviso).toContain('APP_URL=http://192.168.0.10:3000');
  });
  it('fica calado quando o APP_URL foi definido', () => {
    expect(avisoAppUrl({ appUrl: 'https://clinica.exemplo.com.br', port: 3000 })).toBeNull();
  });
});
