import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './page-layout.module.css';

const PRODUCT_NAME = 'Gestão de Obras';

export type Crumb = { label: string; to: string };

type PageLayoutProps = {
  title: string;
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
};

// The frame of every signed-in screen: breadcrumbs, the page's one h1, actions, content.
export function PageLayout({ title, description, breadcrumbs, actions, children }: PageLayoutProps) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label="Trilha de navegação">
            <Breadcrumbs
              separator={<span aria-hidden>/</span>}
              separatorMargin={6}
              fz="sm"
              classNames={{ root: classes.crumbs, breadcrumb: classes.crumb, separator: classes.separator }}
            >
              {breadcrumbs.map((crumb) => (
                <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" title={crumb.label}>
                  {crumb.label}
                </Anchor>
              ))}
              <Text size="sm" c="dimmed" aria-current="page" className={classes.current}>
                {title}
              </Text>
            </Breadcrumbs>
          </nav>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Box>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm" mt={4}>
                {description}
              </Text>
            )}
          </Box>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
      </Stack>
      {children}
    </Stack>
  );
}
