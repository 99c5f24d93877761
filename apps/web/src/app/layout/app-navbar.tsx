import { AppShell, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import classes from './app-layout.module.css';
import { activeNavItem, NAV_SECTIONS } from './nav-items';

type AppNavbarProps = {
  onNavigate: () => void;
  /** A laptop, or a phone's menu opened once: the links are drawn. */
  drawLinks: boolean;
  /** A phone's menu closed, off screen: inert. */
  closed: boolean;
};

/** The module navigation. */
export function AppNavbar({ onNavigate, drawLinks, closed }: AppNavbarProps) {
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  const { canManageUsers, canReadMoney } = usePermissions();
  const sections = NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter(
      (item) => (!item.adminOnly || canManageUsers) && (!item.money || canReadMoney),
    ),
  })).filter((section) => section.items.length > 0);

  return (
    <AppShell.Navbar id="navegacao-principal" p="sm" aria-label="Navegação principal" inert={closed}>
      {/* The browser's own scrolling: Mantine's ScrollArea measured itself on every screen's first
          draw (25–35 ms of a phone's CPU for a menu that, on a phone, is closed; decision 214). */}
      <AppShell.Section grow className={classes.menuRolagem}>
        {drawLinks && (
          <Stack gap="md">
            {sections.map((section) => (
              <Stack key={section.label ?? 'inicio'} gap={2}>
                {section.label && (
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
                    {section.label}
                  </Text>
                )}
                {section.items.map((item) => {
                  const isActive = item === active;
                  return (
                    <NavLink
                      key={item.to}
                      component={Link}
                      to={item.to}
                      label={item.label}
                      leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                      active={isActive}
                      aria-current={isActive ? 'page' : undefined}
                      variant="light"
                      onClick={onNavigate}
                      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
                      className={classes.menuLink}
                    />
                  );
                })}
              </Stack>
            ))}
          </Stack>
        )}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
