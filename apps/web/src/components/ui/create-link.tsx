import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type CreateLinkProps = ButtonProps & { to: string; children: ReactNode };

// A "Novo …" or "Cadastrar o primeiro …" button: a link to the record's create form.
export function CreateLink({ to, children, ...props }: CreateLinkProps) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={16} aria-hidden />} {...props}>
      {children}
    </Button>
  );
}
