import type { ReactNode } from 'react';
import { CreateLink } from '@/components/ui/create-link';
import { type Crumb, PageLayout } from './page-layout';

type ListScreenProps = {
  title: string;
  description: string;
  breadcrumbs?: Crumb[];
  // The "Novo …" button, for who may create (false hides it).
  create: false | { label: string; to: string };
  children: ReactNode;
};

// A register's list screen: its title, the button to the create form, and its table.
export function ListScreen({ create, children, ...page }: ListScreenProps) {
  return (
    <PageLayout {...page} actions={create && <CreateLink to={create.to}>{create.label}</CreateLink>}>
      {children}
    </PageLayout>
  );
}
