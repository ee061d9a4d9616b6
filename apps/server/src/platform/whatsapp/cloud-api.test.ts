import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { criarWhatsappCloud } from './cloud-api';

describe('provedor WhatsApp Cloud API', () => {
  it('chama POST /{phone-id}/messages com o modelo e os parâmetros; 5xx é temporário, 4xx definitivo', async () => {
    const pedidos: { url: string; auth: string | undefined; corpo: any }[] = [];
    const respostas = [
      [200, { messages: [{ id: 'wamid.ABC' }] }],
      [503, { error: { message: 'Service unavailable' } }],
      [400, { error: { message: '(#131026) Message undeliverable' } }],
    ] as const;
    const servidor = createServer((req, res) => {
      let corpo = '';
      req.on('data', (c) => {
        corpo += c;
      });
      req.on('end', () => {
        pedidos.push({ url: req.url ?? '', auth: req.headers.authorization, corpo: JSON.parse(corpo) });
        const [status, json] = respostas[pedidos.length - 1] ?? [500, {}];
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    const porta = (servidor.address() as AddressInfo).port;
    const cloud = criarWhatsappCloud({
      token: 'token-de-teste',
      phoneId: '1234567890',
      template: 'lembrete_consulta',
      apiBase: `http://127.0.0.1:${porta}/v21.0`,
    });
    const m = {
      para: '5511912345678',
      paciente: 'Ana',
      clinica: 'Clínica',
      data: '12/01/2027',
      hora: '09:30',
      profissional: 'Dra. Carla',
      link: 'https://clinica.app/consulta/abc',
    };
    expect(await cloud.enviarLembrete(m)).toEqual({ ok: true, detalhe: 'wamid.ABC' });
    expect(await cloud.enviarLembrete(m)).toEqual({
      ok: false,
      erro: 'WhatsApp respondeu 503: Service unavailable',
      definitivo: false,
    });
    expect(await cloud.enviarLembrete(m)).toMatchObject({ ok: false, definitivo: true });
    servidor.close();
    expect(pedidos[0]).toEqual({
      url: '/v21.0/1234567890/messages',
      auth: 'Bearer token-de-teste',
      corpo: {
        messaging_product: 'whatsapp',
        to: '5511912345678',
        type: 'template',
        template: {
          name: 'lembrete_consulta',
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: [
                'Ana',
                'Clínica',
                '12/01/2027',
                '09:30',
                'Dra. Carla',
                'https://clinica.app/consulta/abc',
              ].map((text) => ({
                type: 'text',
                text,
              })),
            },
          ],
        },
      },
    });
  });
});
