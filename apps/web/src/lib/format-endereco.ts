import { formatCep } from '@gdo/domain/cpf-cnpj';

type EnderecoFields = {
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
};

// 'Rua das Flores, 120, sala 3 – Centro, Campinas/SP – CEP 13010-000', skipping what is empty.
export function formatEndereco({
  cep,
  logradouro,
  numero,
  complemento,
  bairro,
  cidade,
  uf,
}: EnderecoFields): string {
  const rua = [logradouro, numero, complemento].filter(Boolean).join(', ');
  const local = [bairro, [cidade, uf].filter(Boolean).join('/')].filter(Boolean).join(', ');
  return [rua, local, cep ? `CEP ${formatCep(cep)}` : ''].filter(Boolean).join(' – ');
}
