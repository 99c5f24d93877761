import { request } from 'node:http';
import { withClient } from './db';
import { BROWSER_ACCEPT_ENCODING } from './scenarios';

// The diário bench's calls: the API as the phone and the browser use it, and the one step done in
// SQL (the month's other photos, copied from the uploaded ones). Bytes are counted as they travel.

export type Api = { baseUrl: string; token: string };

export async function chamar<T>(api: Api, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      authorization: api.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Seconds to POST one photo as the phone does (multipart: the file and its caption). */
export async function enviarFoto(api: Api, diarioId: number, foto: Buffer, legenda: string) {
  const form = new FormData();
  form.append('legenda', legenda);
  form.append('arquivo', new Blob([foto], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const started = performance.now();
  const response = await fetch(`${api.baseUrl}/api/diarios/fotos/${diarioId}`, {
    method: 'POST',
    headers: { authorization: api.token },
    body: form,
  });
  if (!response.ok) throw new Error(`foto: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return (performance.now() - started) / 1000;
}

export type Transferido = { status: number; bytes: number; body: Buffer; seconds: number };

/**
 * A GET as Chromium sends it (accepting brotli and gzip), with the bytes that crossed the wire:
 * the status line and headers plus the body as sent (compressed when the server compressed it).
 */
export function baixar(baseUrl: string, path: string, token?: string): Promise<Transferido> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        headers: {
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          ...(token ? { authorization: token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = res.rawHeaders.reduce((n, part, i) => n + part.length + (i % 2 ? 4 : 0), 0);
          resolve({
            status: res.statusCode ?? 0,
            bytes: headers + `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length + body.length,
            body,
            seconds: (performance.now() - started) / 1000,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Gives every other report of the obra the photos of `modelo`: new photo rows with the display size
 * and thumbnail files of the uploaded ones (the originals, which neither the list nor the PDF reads,
 * are left out to keep the database small). What the list and the PDF send is then what 150
 * uploads would have stored, without 145 more uploads of 4 MB.
 */
export async function copiarFotos(databaseUrl: string, obraId: number, modelo: number): Promise<void> {
  await withClient(databaseUrl, (client) =>
    client.query(
      `with novas as (
         insert into diario_fotos (empresa_id, diario_id, legenda, etapa_id, tirada_em, largura, altura, sha256)
         select f.empresa_id, d.id, f.legenda, f.etapa_id, f.tirada_em, f.largura, f.altura, f.sha256
           from diario_fotos f join diarios d on d.obra_id = $2 and d.id <> $1
          where f.diario_id = $1
         returning id, sha256)
       insert into diario_foto_arquivos (foto_id, empresa_id, tamanho, tipo, bytes)
       select n.id, a.empresa_id, a.tamanho, a.tipo, a.bytes
         from novas n
         join diario_fotos origem on origem.diario_id = $1 and origem.sha256 = n.sha256
         join diario_foto_arquivos a on a.foto_id = origem.id and a.tamanho <> 'original'`,
      [modelo, obraId],
    ),
  );
}

/** The bench's obra (seedRegisters made one) and a fornecedor for the terceirizada workforce. */
export async function obraEFornecedor(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const obra = await client.query<{ id: number }>('select min(id) id from obras');
    const fornecedor = await client.query<{ id: number }>('select min(id) id from fornecedores');
    return { obra: obra.rows[0]!.id, fornecedor: fornecedor.rows[0]!.id };
  });
}
