// Data shared by the tests of the domain and of the web app; no rule lives here.

/** An address left empty, as the API returns it: every field there, and null. */
export const SEM_ENDERECO = {
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  uf: null,
};
