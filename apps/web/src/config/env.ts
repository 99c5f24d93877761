// Read once: the API base, empty for the same origin (architecture.md, "Contracts"), and the
// optional CEP lookup service, a URL with '{cep}' where the 8 digits go (ViaCEP's
// 'https://viacep.com.br/ws/{cep}/json/'); without it the address is typed by hand.
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, ''),
  cepUrl: import.meta.env.VITE_CEP_URL?.includes('{cep}') ? import.meta.env.VITE_CEP_URL : null,
} as const;
