import {
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCalculator,
  IconCash,
  IconChartBar,
  IconFileDescription,
  IconLayoutDashboard,
  IconListNumbers,
  IconNotebook,
  IconRuler2,
  IconTemplate,
  IconTruck,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '@/config/paths';

// adminOnly: the screen shows personal data only administrators may read (the users).
// money: the screen shows money, which the diario role does not see (the API answers it 403).
export type NavItem = {
  label: string;
  to: string;
  icon: typeof IconLayoutDashboard;
  adminOnly?: boolean;
  money?: boolean;
};
export type NavSection = { label?: string; items: NavItem[] };

export const NAV_SECTIONS: NavSection[] = [
  {
    items: [
      { label: 'Dashboard', to: paths.painel, icon: IconLayoutDashboard, money: true },
      // Every role reads the reports; for the site team (diario) it is home (decision 170).
      { label: 'Diário de obra', to: paths.diarios, icon: IconNotebook },
    ],
  },
  {
    label: 'Cadastros',
    items: [
      { label: 'Clientes', to: paths.clientes, icon: IconUserCircle },
      { label: 'Obras', to: paths.obras, icon: IconBuildingSkyscraper },
      { label: 'Fornecedores', to: paths.fornecedores, icon: IconTruck },
    ],
  },
  {
    label: 'Planejamento',
    items: [
      { label: 'Orçamentos', to: paths.orcamentos, icon: IconCalculator, money: true },
      { label: 'Modelos de orçamento', to: paths.modelos, icon: IconTemplate, money: true },
      { label: 'Contratos', to: paths.contratos, icon: IconFileDescription, money: true },
      { label: 'Etapas', to: paths.etapas, icon: IconListNumbers },
    ],
  },
  {
    label: 'Financeiro',
    items: [
      { label: 'Contas a pagar', to: paths.contasAPagar, icon: IconCash, money: true },
      { label: 'Fluxo de caixa', to: paths.fluxoDeCaixa, icon: IconChartBar, money: true },
    ],
  },
  {
    label: 'Administração',
    items: [
      { label: 'Usuários', to: paths.usuarios, icon: IconUsers, adminOnly: true },
      { label: 'Dados da empresa', to: paths.empresa, icon: IconBuildingStore, adminOnly: true },
      { label: 'Unidades de medida', to: paths.unidades, icon: IconRuler2, adminOnly: true },
    ],
  },
];

const ALL_ITEMS = NAV_SECTIONS.flatMap((section) => section.items);

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

// The item whose path is the longest prefix of the current one: '/orcamentos/modelos/novo'
// lights 'Modelos de orçamento', not 'Orçamentos'.
export function activeNavItem(pathname: string): NavItem | undefined {
  const current = trimSlash(pathname);
  let best: NavItem | undefined;
  for (const item of ALL_ITEMS) {
    const base = trimSlash(item.to);
    const matches = current === base || current.startsWith(`${base}/`);
    if (matches && (!best || base.length > trimSlash(best.to).length)) best = item;
  }
  return best;
}
