import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { usePrefetchLists } from '@/app/prefetch-lists';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { AppNavbar } from './app-navbar';

const MAIN_ID = 'conteudo';

// The signed-in frame: header, module navigation (a burger menu below the laptop
// breakpoint) and the current screen.
export function AppLayout() {
  const [navbarOpened, { toggle, close }] = useDisclosure(false);
  usePrefetchLists();

  return (
    <>
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        Pular para o conteúdo
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !navbarOpened } }}
        padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
        classNames={{ main: classes.main }}
      >
        <AppShell.Header>
          <AppHeader navbarOpened={navbarOpened} onToggleNavbar={toggle} />
        </AppShell.Header>
        <AppNavbar onNavigate={close} />
        <AppShell.Main id={MAIN_ID} tabIndex={-1}>
          <div className={classes.content}>
            <Outlet />
          </div>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
